import { useDeferredProducts } from "../api/getProducts";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/** Spec 2.3: Featured Sensors, from the app's catalogue query. */
export function FeaturedSensors() {
  return <FeaturedSensorsSection {...useDeferredProducts()} />;
}
