import { Box, chakra, Container, Heading, Text } from "@chakra-ui/react";
import { AppLink } from "~/components/AppLink";
import { seo } from "~/components/seo";
import { offlinePage } from "~/content/offline";

// The site's own offline page (decision 054): prerendered and precached; the service worker answers
// it, with status 503, for a page it has not saved while there is no connection. Never indexed.
export const meta = () => seo({ title: `${offlinePage.title} | LoRaWAN Sensors`, description: offlinePage.lead, noindex: true });

const link = { color: "brand.700", textDecoration: "underline", fontWeight: "medium" } as const;

export default function OfflinePage() {
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Heading as="h1" size="3xl" mb="4">
        {offlinePage.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {offlinePage.lead}
      </Text>
      <chakra.ul display="flex" flexDirection="column" gap="2" ps="5" listStyleType="disc">
        {offlinePage.alwaysSaved.map((page) => (
          <chakra.li key={page.to}>
            <Box asChild {...link}>
              <AppLink to={page.to}>{page.label}</AppLink>
            </Box>
          </chakra.li>
        ))}
        <chakra.li>
          <Box asChild {...link}>
            <AppLink to={offlinePage.savedOnceOpened.to}>{offlinePage.savedOnceOpened.label}</AppLink>
          </Box>{" "}
          <Text as="span" color="fg.muted">
            {offlinePage.savedOnceOpened.note}
          </Text>
        </chakra.li>
      </chakra.ul>
    </Container>
  );
}
