// The pricing feature's public surface.
;
export { default as PricingCalculator } from "./components/PricingCalculator.island";
