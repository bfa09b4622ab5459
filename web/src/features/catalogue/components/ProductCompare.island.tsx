import { island } from "~/boot/island";
import type { ComparedItem } from "../lib/compareList";
import { CompareButton, CompareTray } from "./CompareControls";

/** The product page's compare controls, an island of their own: the button and the tray. */
function ProductCompare({ product }: { product: ComparedItem }) {
  return (
    <>
      <CompareButton product={product} size="md" />
      <CompareTray />
    </>
  );
}

export default island("ProductCompare", ProductCompare);
