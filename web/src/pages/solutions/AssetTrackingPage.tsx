import { assetTracking, assetTrackerSpecs, assetTrackingApplications } from "~/content/solutionPages";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { Section } from "../marketing/components/Section";
import { SolutionPageLayout, solutionMeta } from "./SolutionPageLayout";
import { SpecList } from "./SpecList";

export const meta = () => solutionMeta(assetTracking);

export default function AssetTrackingPage() {
  return (
    <SolutionPageLayout page={assetTracking}>
      <Section title="Industry applications" tone="muted">
        <FeatureGrid items={assetTrackingApplications} columns={4} />
      </Section>
      <Section title="Tracker specifications">
        <SpecList items={assetTrackerSpecs} />
      </Section>
    </SolutionPageLayout>
  );
}
