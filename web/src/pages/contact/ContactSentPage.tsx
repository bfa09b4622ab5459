import { Container, Heading, HStack, Text } from "@chakra-ui/react";
import { paths } from "@lorawan/contracts/paths";
import { AppLink } from "~/components/AppLink";
import { LinkButton } from "~/components/LinkButton";
import { seo } from "~/components/seo";
import { requestSent } from "~/features/contact";

// Where the contact form sent without JavaScript leads once it is stored (decision 085), in the
// words of the toast the form shows with its code (spec 4). Prerendered; never indexed.
export const meta = () =>
  seo({
    title: "Message Sent | LoRaWAN Sensors",
    description: requestSent.description,
    path: paths.contactSent,
    noindex: true,
  });

export default function ContactSentPage() {
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Heading as="h1" size="3xl" mb="4">
        {requestSent.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {requestSent.description}
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
