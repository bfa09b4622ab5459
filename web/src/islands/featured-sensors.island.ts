export { FeaturedSensors as default } from "~/features/catalogue/components/FeaturedSensors";
