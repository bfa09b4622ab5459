import { chakra, defineStyle } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";

type CheckboxRowProps = Pick<ComponentProps<"input">, "name" | "value" | "checked" | "disabled"> & {
  children: ReactNode;
  /** How many results choosing it leaves, shown after the label as "(12)". */
  count?: number;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * One styled element per row, its box and texts plain: the marketplace's facets render their rows
 * again as a buyer types (issue 46), and each Chakra element resolves its styles on every render.
 * `data-disabled` greys a row out and takes away its hover (Chakra's `_hover` skips it).
 */
const rowStyle = defineStyle({
  display: "flex",
  alignItems: "center",
  gap: "2",
  minH: "11",
  px: "1",
  rounded: "md",
  cursor: "pointer",
  _hover: { bg: "bg.subtle" },
  _disabled: { cursor: "default", color: "fg.subtle" },
  "& > input": { w: "5", h: "5", flexShrink: 0, accentColor: "brand.600" },
  "& > span": { flex: "1", fontSize: "sm" },
  "& > [data-part=count]": { flex: "none", color: "fg.muted" },
});

/**
 * A native checkbox and its label as one row a finger can hit (44 px tall), in the brand's colour:
 * the marketplace's facets and the product form's regions and sensors.
 */
export function CheckboxRow({ children, count, disabled, onCheckedChange, ...input }: CheckboxRowProps) {
  return (
    <chakra.label css={rowStyle} data-disabled={disabled ? "" : undefined}>
      <input type="checkbox" {...input} disabled={disabled} onChange={(e) => onCheckedChange(e.target.checked)} />
      <span>{children}</span>
      {count !== undefined && (
        // One text node: "(132)", not "(", "132" and ")" with React's markers between (a facet has dozens of rows).
        <span data-part="count">{`(${count})`}</span>
      )}
    </chakra.label>
  );
}
