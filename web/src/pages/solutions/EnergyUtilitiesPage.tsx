import { energyApplications, energySpecs, energyStats, energyUtilities } from "~/content/solutionPages";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { Section } from "../marketing/components/Section";
import { StatGrid } from "../marketing/components/StatGrid";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";
import { SpecList } from "./SpecList";

export const meta = () => solutionMeta(energyUtilities);

export default function EnergyUtilitiesPage() {
  return (
    <SolutionPageLayout page={energyUtilities}>
      <Section title="Applications" tone="muted">
        <FeatureGrid items={energyApplications} columns={4} />
      </Section>
      <Section title="Technical specifications">
        <SpecList items={energySpecs} />
      </Section>
      <Section title="Trusted by utilities" tone="dark">
        <StatGrid items={energyStats} tone="dark" />
      </Section>
    </SolutionPageLayout>
  );
}
