import { island } from "~/boot/island";
import { FeaturedSensorsSection } from "./FeaturedSensorsSection";

/**
 * Spec 2.3: Featured Sensors on the home page. The function renders it with its products, which the
 * page carries; it hydrates when first used, for the compare tray (its cards' buttons are the page's
 * own script, decision 050).
 */
export default island("FeaturedSensors", FeaturedSensorsSection);
