import { useChakraContext, useRecipe, useSlotRecipe, type SystemStyleObject } from "@chakra-ui/react";
import { Global } from "@emotion/react";
import { memo, useMemo } from "react";
import { actionLook, actionVariant } from "../../shared/ActionButton";

/** The attribute of an element whose listed products these styles dress. */
export const productList = { "data-product-list": "" } as const;

const scope = "[data-product-list]";
/** The Category and Status columns show from the desktop breakpoint; below it they sit under the name. */
export const wideOnly = { display: { base: "none", lg: "table-cell" } } as const;
/** The table's recipe variant, for its Chakra parts (ProductTable) and its plain cells (here). */
export const productTableVariant = { size: "sm", interactive: true } as const;

/**
 * The looks of what every listed product carries (its selection box, status badges, actions and
 * table cells), made from Chakra's own recipes and inserted once as a style sheet for whatever
 * carries `data-product-list` (decision 098). The rows are plain elements: a Chakra component per
 * control cost a style resolution each, about 30 a row, and a keystroke at 5,000 products brings a
 * page of new rows at once. Memoised with no props, so it renders (and Emotion serialises it) once.
 *
 * What the plain elements carry:
 * - `data-row-actions` (the actions' grid) holding `data-row-action` buttons and links
 *   (`="danger"` for Delete);
 * - `data-badges` holding `data-status` badges (`published`, `draft`, `inactive`);
 * - `data-select`, the selection box's label;
 * - in the table: `data-wide` cells (from the desktop breakpoint), `data-price`, `data-product`
 *   (thumbnail and text), `data-thumbnail`, `data-name`, `data-detail`, `data-narrow` (what the
 *   wide cells say, below the desktop breakpoint), `data-end`;
 * - in the cards: `data-card-badges` and `data-card-select`, over the corners of the card in each `li`.
 */
export const ProductRowStyles = memo(function ProductRowStyles() {
  const system = useChakraContext();
  const button = useRecipe({ key: "button" });
  const badge = useRecipe({ key: "badge" });
  const table = useSlotRecipe({ key: "table" });
  const styles = useMemo(() => {
    const cells = table(productTableVariant);
    const within: Record<string, SystemStyleObject> = {
      // Two by two where the row is narrow, four abreast from the desktop breakpoint.
      // At least as wide as its buttons: a table cell takes its width from what its content needs,
      // and the buttons overlapped the Status column at 1024 px when the grid claimed less.
      "[data-row-actions]": { display: "grid", gridTemplateColumns: { base: "repeat(2, auto)", xl: "repeat(4, auto)" }, gap: "1", justifyContent: "end", flexShrink: "0", minW: "max-content" },
      // A per-item action: icon and a visible word, at least 44 px each way (ActionButton's looks).
      "[data-row-action]": { ...button(actionVariant), ...actionLook },
      "[data-row-action=danger]": { colorPalette: "red" },
      "[data-badges]": { display: "flex", flexWrap: "wrap", gap: "1" },
      // Spec 4: the solid badges use the 700 shade; white on the default 600 green or orange falls
      // below the 4.5:1 contrast of WCAG AA.
      "[data-status]": badge({ variant: "solid" }),
      "[data-status=published]": { colorPalette: "green", bg: "green.700" },
      "[data-status=draft]": { colorPalette: "gray" },
      "[data-status=inactive]": { colorPalette: "orange", bg: "orange.700" },
      // A native checkbox inside a 44 px target, so a tablet user can tick it (issue 21).
      "[data-select]": { display: "inline-flex", alignItems: "center", justifyContent: "center", minW: "11", minH: "11", cursor: "pointer", bg: "white", rounded: "md" },
      "[data-select] input": { w: "5", h: "5", accentColor: "var(--chakra-colors-brand-solid)", cursor: "pointer" },
      "tbody tr": cells.row ?? {},
      // Names and categories wrap, so the table fits its frame and the actions their column.
      "tbody td": { ...cells.cell, whiteSpace: "normal" },
      "tbody td:first-of-type": { px: "1" },
      "td[data-wide]": wideOnly,
      "td[data-price]": { whiteSpace: "nowrap" },
      "[data-product]": { display: "flex", alignItems: "center", gap: "3", minW: { base: "48", md: "40" } },
      "[data-thumbnail]": { w: "12", h: "12", flexShrink: "0", bg: "ink.50", rounded: "md", overflow: "hidden" },
      "[data-thumbnail] img": { w: "full", h: "full", objectFit: "cover" },
      "[data-name]": { fontWeight: "semibold" },
      "[data-detail]": { fontSize: "xs", color: "fg.muted" },
      "[data-narrow]": { display: { lg: "none" } },
      "[data-narrow] [data-detail]": { mb: "1" },
      "[data-end]": { display: "flex", justifyContent: "end" },
      "> li": { position: "relative" },
      "[data-card-badges]": { position: "absolute", top: "2", insetStart: "2" },
      "[data-card-select]": { position: "absolute", top: "1", insetEnd: "1" },
    };
    // Chakra's css() takes nested selectors that start with "&"; Emotion nests them under the scope.
    return { [scope]: system.css(Object.fromEntries(Object.entries(within).map(([selector, style]) => [`& ${selector}`, style]))) };
  }, [system, button, badge, table]);
  return <Global styles={styles} />;
});
