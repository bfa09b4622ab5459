import { useFetchedProducts } from "../api/useFetchedProducts";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/** Featured Sensors on the prerendered home page, hydrated on its own (decision 010). */
export function FeaturedSensorsIsland() {
  return <FeaturedSensorsSection {...useFetchedProducts()} />;
}
