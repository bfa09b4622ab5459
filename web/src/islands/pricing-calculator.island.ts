export { PricingCalculator as default } from "~/pages/pricing/PricingCalculator";
