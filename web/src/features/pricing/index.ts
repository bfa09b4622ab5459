// The pricing feature's public surface.
export { estimateMonthlyCost, formatMessageCount, formatMonthlyCost, pricingRates } from "./lib/estimateMonthlyCost";
