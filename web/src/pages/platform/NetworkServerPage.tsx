import { networkServer, networkServerArchitecture, networkServerPerformance } from "~/content/platform";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { Section } from "../marketing/components/Section";
import { StatGrid } from "../marketing/components/StatGrid";
import { PlatformPageLayout, platformMeta } from "./PlatformPageLayout";

export const meta = () => platformMeta(networkServer);

export default function NetworkServerPage() {
  return (
    <PlatformPageLayout page={networkServer}>
      <Section title="Performance" tone="dark" lead="Built for carrier-scale traffic.">
        <StatGrid items={networkServerPerformance} tone="dark" />
      </Section>
      <Section title="Three-layer architecture" tone="muted">
        <FeatureGrid items={networkServerArchitecture} columns={3} />
      </Section>
    </PlatformPageLayout>
  );
}
