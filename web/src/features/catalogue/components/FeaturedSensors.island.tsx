import { island } from "~/islands/island";
import type { CardProduct } from "../lib/cardProduct";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/**
 * Spec 2.3: Featured Sensors on the home page. The function renders it with its products, which the
 * page carries; it hydrates when first used, for the compare tray (its cards' buttons are the page's
 * own script, decision 050).
 */
function FeaturedSensors({ products }: { products: CardProduct[] | null }) {
  return <FeaturedSensorsSection products={products} />;
}

export default island("FeaturedSensors", FeaturedSensors);
