import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { Icon } from "~/components/icons";
import { analytics, analyticsApiFeatures, analyticsIntegrations, analyticsKpis, analyticsTools, metricCategories } from "~/content/platform";
import { CheckList } from "../marketing/components/CheckList";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { Section } from "../marketing/components/Section";
import { PlaceholderPanel, PlatformPageLayout, platformMeta } from "./PlatformPageLayout";

export const meta = () => platformMeta(analytics);

const panel = { p: "6", rounded: "xl", bg: "white", borderWidth: "1px", borderColor: "border.muted" } as const;

export default function AnalyticsPage() {
  return (
    <PlatformPageLayout page={analytics}>
      <Section title="Live overview">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {analyticsKpis.map((kpi) => (
            <Stack key={kpi.label} {...panel} gap="1">
              <Text color="fg.muted">{kpi.label}</Text>
              <Text fontSize="3xl" fontWeight="bold">
                {kpi.value}
              </Text>
              <HStack gap="1" color="green.700" fontSize="sm" fontWeight="semibold">
                <Icon name={kpi.up ? "trendingUp" : "trendingDown"} size={16} />
                <Text>{kpi.trend} vs last week</Text>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="6">
          <PlaceholderPanel title="Network Traffic" caption="Traffic chart" />
          <PlaceholderPanel title="Device Map" caption="Device locations map" />
        </SimpleGrid>
      </Section>
      <Section title="Metric categories" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {metricCategories.map((c) => (
            <Box key={c.title} {...panel}>
              <Heading as="h3" size="md" mb="4">
                {c.title}
              </Heading>
              <CheckList items={c.items} />
            </Box>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Analysis tools">
        <FeatureGrid items={analyticsTools} columns={3} />
      </Section>
      <Section title="API and integrations" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Box {...panel}>
            <Heading as="h3" size="md" mb="4">
              API features
            </Heading>
            <CheckList items={analyticsApiFeatures} />
          </Box>
          <Box {...panel}>
            <Heading as="h3" size="md" mb="4">
              Integrations
            </Heading>
            <Wrap as="ul" gap="3" listStyle="none" p="0" m="0">
              {analyticsIntegrations.map((name) => (
                <Flex as="li" key={name} px="4" minH="11" align="center" rounded="lg" bg="ink.50" fontWeight="semibold">
                  {name}
                </Flex>
              ))}
            </Wrap>
          </Box>
        </SimpleGrid>
      </Section>
    </PlatformPageLayout>
  );
}
