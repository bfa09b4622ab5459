import { Table } from "@chakra-ui/react";
import type { ComponentProps } from "react";

/**
 * A table's sideways-scrolling frame (tables are wider than a phone). It takes keyboard focus and
 * carries a name, so a keyboard user can reach and scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function TableScrollRegion({ label, ...props }: ComponentProps<typeof Table.ScrollArea> & { label: string }) {
  return <Table.ScrollArea tabIndex={0} role="region" aria-label={label} focusRing="outside" {...props} />;
}
