export { MarketplaceIsland as default } from "~/features/catalogue/components/MarketplaceIsland";
