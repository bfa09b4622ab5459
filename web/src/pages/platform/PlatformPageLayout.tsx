import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { seo } from "~/components/seo";
import type { PlatformPage } from "~/content/platform";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";

export const platformMeta = (page: PlatformPage) => seo({ ...page.seo, path: page.path });

/** Spec 2.10: the shared frame of a platform page: hero, features, capabilities, then its own blocks. */
export function PlatformPageLayout({ page, children }: { page: PlatformPage; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} ctas={page.ctas} />
      <Section title="Features" tone="muted">
        <FeatureGrid items={page.features} columns={4} />
      </Section>
      {page.capabilities.length > 0 && (
        <Section title="Capabilities">
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyle="none" p="0" m="0">
            {page.capabilities.map((c) => (
              <Box as="li" key={c.title} p="5" rounded="xl" bg="ink.50" borderLeftWidth="4px" borderColor="brand.500">
                <Heading as="h3" size="sm" mb="1">
                  {c.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {c.description}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Section>
      )}
      {children}
    </>
  );
}

/** A placeholder panel for a chart or map (spec 2.10: placeholder coverage map, traffic chart...). */
export function PlaceholderPanel({ title, caption }: { title: string; caption: string }) {
  return (
    <Box rounded="xl" borderWidth="1px" borderColor="border.muted" bg="white" p="6">
      <Heading as="h3" size="md" mb="4">
        {title}
      </Heading>
      <Box
        role="img"
        aria-label={`${title} (illustration)`}
        h="56"
        rounded="lg"
        bgGradient="to-br"
        gradientFrom="ink.900"
        gradientTo="brand.800"
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="ink.500"
        fontSize="sm"
      >
        {caption}
      </Box>
    </Box>
  );
}
