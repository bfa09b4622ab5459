// The pricing feature's public surface.
export { calculatorSliders, estimateMonthlyCost, formatMessageCount, formatMonthlyCost, pricingRates } from "./lib/estimateMonthlyCost";
export { default as PricingCalculator } from "./components/PricingCalculator.island";
