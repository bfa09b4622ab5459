/** Spec 9.2: the calculator's sliders. */
export const calculatorSliders = {
  devices: { label: "Number of devices", min: 1, max: 10_000, step: 1, defaultValue: 100 },
  messages: { label: "Messages per month", min: 1_000, max: 10_000_000, step: 1_000, defaultValue: 100_000 },
} as const;

/** Spec 9.2: the calculator's rates. */
const pricingRates = {
  /** The floor of every estimate (the Starter plan's monthly price). */
  minimumMonthly: 49,
  perDevice: 2,
  /** Messages are billed per whole thousand (floor). */
  messagesPerUnit: 1000,
  perMessageUnit: 0.1,
} as const;

/**
 * Spec 9.2: estimated monthly cost = max(49, devices x 2 + floor(messages / 1000) x 0.1).
 * Computed in cents so 0.1 steps add up exactly (100 x 0.1 is 10, not 10.000000000000002).
 */
export function estimateMonthlyCost(devices: number, messagesPerMonth: number): number {
  const cents =
    devices * pricingRates.perDevice * 100 +
    Math.floor(messagesPerMonth / pricingRates.messagesPerUnit) * Math.round(pricingRates.perMessageUnit * 100);
  return Math.max(pricingRates.minimumMonthly * 100, cents) / 100;
}

/** "$210.00", "$21,000.00": dollars with grouping and two decimals. */
export function formatMonthlyCost(cost: number): string {
  return `$${cost.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Spec 9.2: message counts display as K or M (100,000 -> 100K, 1,500,000 -> 1.5M, 10,000,000 -> 10M). */
export function formatMessageCount(messages: number): string {
  if (messages >= 1_000_000) return `${trim(messages / 1_000_000)}M`;
  if (messages >= 1_000) return `${trim(messages / 1_000)}K`;
  return String(messages);
}

function trim(value: number): string {
  return String(Math.round(value * 10) / 10);
}
