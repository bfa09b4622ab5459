import { Badge, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { gatewayManagement, gatewayStats, gatewayTypes } from "~/content/platform";
import { Section } from "../marketing/components/Section";
import { StatGrid } from "../marketing/components/StatGrid";
import { PlaceholderPanel, PlatformPageLayout, platformMeta } from "./PlatformPageLayout";

export const meta = () => platformMeta(gatewayManagement);

export default function GatewayManagementPage() {
  return (
    <PlatformPageLayout page={gatewayManagement}>
      <Section title="Network at a glance" tone="dark">
        <StatGrid items={gatewayStats} tone="dark" />
      </Section>
      <Section title="Coverage and signal" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <PlaceholderPanel title="Coverage Map" caption="Gateway coverage map" />
          <PlaceholderPanel title="Signal Heatmap" caption="Signal strength heatmap" />
        </SimpleGrid>
      </Section>
      <Section title="Gateway types">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {gatewayTypes.map((g) => (
            <Stack key={g.title} gap="3" p="6" rounded="xl" borderWidth="1px" borderColor="border.muted">
              <Heading as="h3" size="lg">
                {g.title}
              </Heading>
              <Badge alignSelf="start" colorPalette="brand" size="lg">
                {g.channels}
              </Badge>
              <Text color="fg.muted">{g.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
    </PlatformPageLayout>
  );
}
