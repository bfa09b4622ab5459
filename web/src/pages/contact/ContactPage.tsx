import { Box, Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { Island } from "~/boot/Island";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { ContactForm, ContactSideCards, type ContactFormProps } from "~/features/contact";

/** The page's title, description and address; ContactSendPage, the same form answered, shares them. */
export const contactPageSeo = {
  title: "Contact Sales | Request a LoRaWAN Demo or Quote",
  description: "Ask for a demo or a quote for industrial LoRaWAN sensors and platform services. Our team answers within 24 hours.",
  path: paths.contact,
};

export const meta = () => seo(contactPageSeo);

/**
 * The contact page with its form: empty, or (`form`) as the visitor typed it with what to change,
 * when the function answers the form sent without JavaScript (ContactSendPage).
 */
export function ContactScreen({ form = {} }: { form?: Pick<ContactFormProps, "initial" | "problem"> }) {
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "12", md: "16" }}>
        <Container maxW="7xl">
          <Stack gap="4" maxW="3xl">
            <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
              Talk to our LoRaWAN team
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="ink.500">
              Request a demo or a quote: tell us what you need to monitor and we will propose the devices and the network to do it.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="8" alignItems="start">
          <Island of={ContactForm} props={form} hydrate="interaction" />
          <ContactSideCards />
        </Grid>
      </Container>
    </>
  );
}

export default function ContactPage() {
  return <ContactScreen />;
}
