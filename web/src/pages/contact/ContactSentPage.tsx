import { Container, Heading, HStack, Text } from "@chakra-ui/react";
import { paths } from "@lorawan/contracts/paths";
import { AppLink } from "~/components/AppLink";
import { LinkButton } from "~/components/LinkButton";
import { seo } from "~/components/seo";

// Where the contact form sent without JavaScript leads once it is stored (decision 085), in the
// words of the toast the form shows with its code (spec 4). Prerendered; never indexed.
export const meta = () =>
  seo({
    title: "Message Sent | LoRaWAN Sensors",
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    path: paths.contactSent,
    noindex: true,
  });

export default function ContactSentPage() {
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Heading as="h1" size="3xl" mb="4">
        Message Sent Successfully!
      </Heading>
      <Text color="fg.muted" mb="8">
        Thank you for contacting us. We&apos;ll get back to you within 24 hours.
      </Text>
      <HStack gap="3" wrap="wrap">
        <LinkButton asChild colorPalette="brand" minH="11">
          <AppLink to={paths.marketplace}>Browse devices</AppLink>
        </LinkButton>
        <LinkButton asChild variant="outline" minH="11">
          <AppLink to={paths.home}>Back to home</AppLink>
        </LinkButton>
      </HStack>
    </Container>
  );
}
