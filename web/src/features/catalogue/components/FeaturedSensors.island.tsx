import { island } from "~/islands/island";
import { useFetchedProducts } from "../api/useFetchedProducts";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/** Spec 2.3: Featured Sensors on the home page, an island that loads the catalogue when scrolled near. */
function FeaturedSensors() {
  return <FeaturedSensorsSection {...useFetchedProducts()} />;
}

export default island("FeaturedSensors", FeaturedSensors);
