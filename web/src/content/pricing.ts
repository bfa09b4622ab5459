import { paths } from "@lorawan/contracts/paths";

type PlanId = "starter" | "professional" | "enterprise" | "custom";

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars; null when priced on request. */
  monthlyPrice: number | null;
  description: string;
  features: string[];
  mostPopular?: boolean;
  cta: { label: "Start Free Trial" | "Contact Sales"; to: string };
}

// The spec leaves these buttons without a target: a trial and a sales talk both start with the
// contact form, the only place a buyer can reach the vendor.
const startTrial = { label: "Start Free Trial", to: paths.contact } as const;
const contactSales = { label: "Contact Sales", to: paths.contact } as const;

/** Spec 9.2: the four plans. */
export const plans: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    monthlyPrice: 49,
    description: "For pilots and small deployments.",
    features: ["Up to 50 devices", "1M messages per month", "Email support", "REST API access"],
    cta: startTrial,
  },
  {
    id: "professional",
    name: "Professional",
    monthlyPrice: 199,
    description: "For production fleets across several sites.",
    features: ["Up to 500 devices", "10M messages per month", "24/7 support", "SLA 99.5%", "Advanced analytics"],
    mostPopular: true,
    cta: startTrial,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    monthlyPrice: 799,
    description: "For large networks with strict requirements.",
    features: ["Up to 5,000 devices", "100M messages per month", "AI/ML insights", "White-label", "SLA 99.9%", "Dedicated support"],
    cta: contactSales,
  },
  {
    id: "custom",
    name: "Custom",
    monthlyPrice: null,
    description: "Unlimited devices and messages, priced on request.",
    features: ["Unlimited devices", "Unlimited messages", "AI/ML insights", "White-label", "Custom SLA", "Dedicated support"],
    cta: contactSales,
  },
];

/** A comparison cell: text, or whether the plan includes the feature. */
export type ComparisonValue = string | boolean;

export interface ComparisonRow {
  feature: string;
  values: Record<PlanId, ComparisonValue>;
}

/** Spec 9.2: the feature comparison table. */
export const comparisonRows: ComparisonRow[] = [
  { feature: "Data retention", values: { starter: "30 days", professional: "1 year", enterprise: "3 years", custom: "Custom" } },
  { feature: "API calls", values: { starter: "10K/day", professional: "100K/day", enterprise: "1M/day", custom: "Unlimited" } },
  { feature: "Custom dashboards", values: { starter: "3", professional: "10", enterprise: "Unlimited", custom: "Unlimited" } },
  { feature: "SLA", values: { starter: "99%", professional: "99.5%", enterprise: "99.9%", custom: "Custom" } },
  { feature: "Support", values: { starter: "Email", professional: "24/7", enterprise: "Dedicated", custom: "Dedicated" } },
  { feature: "Advanced analytics", values: { starter: false, professional: true, enterprise: true, custom: true } },
  { feature: "White-labeling", values: { starter: false, professional: false, enterprise: true, custom: true } },
  { feature: "AI/ML", values: { starter: false, professional: false, enterprise: true, custom: true } },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** Spec 9.2: the pricing FAQ. */
export const pricingFaq: FaqItem[] = [
  {
    question: "Can I change my plan later?",
    answer: "Yes. Upgrades and downgrades apply immediately, with prorated billing for the rest of your billing period.",
  },
  {
    question: "Do you offer annual billing?",
    answer: "Yes. Annual plans get 20% off the monthly price.",
  },
  {
    question: "Is there a free trial?",
    answer: "All plans include a 30-day free trial. No credit card is required.",
  },
  {
    question: "What counts as a message?",
    answer: "Every uplink or downlink frame that passes through the network server counts as one message.",
  },
];
