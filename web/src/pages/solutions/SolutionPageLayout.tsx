import type { ReactNode } from "react";
import { seo } from "~/components/seo";
import type { SolutionPage } from "~/content/solutionPages";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import { StatGrid } from "../marketing/components/StatGrid";

export const solutionMeta = (page: SolutionPage) => seo({ ...page.seo, path: page.path });

/** Spec 2.11: hero with calls to action, result percentages and a six-item feature grid, then the page's own blocks. */
export function SolutionPageLayout({ page, children }: { page: SolutionPage; children?: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} ctas={page.ctas} image={{ src: `/images/${page.heroImage}`, alt: page.heroAlt }} />
      <Section title="Results our customers see" tone="muted">
        <StatGrid items={page.results} />
      </Section>
      <Section title="Features">
        <FeatureGrid items={page.features} columns={3} />
      </Section>
      {children}
    </>
  );
}
