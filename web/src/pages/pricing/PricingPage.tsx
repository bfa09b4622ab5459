import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { brand } from "~/config/site";
import { plans, pricingFaq } from "~/content/pricing";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import { ComparisonTable } from "./ComparisonTable";
import { FaqList } from "./FaqList";
import { PlanCards } from "./PlanCards";
import { Island } from "~/boot/Island";
import { PricingCalculator } from "~/features/pricing";

/** Spec 1: the pricing page carries price specifications in its structured data. */
const pricingJsonLd = {
  "@context": "https://schema.org",
  "@type": "Product",
  name: `${brand.name} IoT Platform`,
  description: "LoRaWAN network server, device management and analytics platform, billed monthly.",
  brand: { "@type": "Brand", name: brand.name },
  offers: plans
    .filter((plan) => plan.monthlyPrice !== null)
    .map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: plan.monthlyPrice,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.monthlyPrice,
        priceCurrency: "USD",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    })),
};

export const meta = () =>
  seo({
    title: "Pricing | LoRaWAN Sensors IoT Platform",
    description:
      "Transparent IoT platform pricing: Starter $49, Professional $199, Enterprise $799 per month or Custom. Estimate your monthly cost by devices and messages.",
    path: paths.pricing,
    image: "/api/images/social/og-pricing.jpg",
    jsonLd: [pricingJsonLd],
  });

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple pricing that scales with your fleet"
        lead="Pay for the devices and messages you use. Every plan starts with a 30-day free trial, no credit card required."
      />
      <Section title="Pricing calculator" lead="Move the sliders to estimate your monthly cost." tone="muted">
        <Island of={PricingCalculator} hydrate="interaction" />
      </Section>
      <Section title="Plans" centered>
        <PlanCards />
      </Section>
      <Section title="Feature comparison" tone="muted">
        <ComparisonTable />
      </Section>
      <Section title="Frequently asked questions">
        <FaqList items={pricingFaq} />
      </Section>
    </>
  );
}
