import { Button, type ButtonProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ActionButtonProps extends Omit<ButtonProps, "children"> {
  /** The accessible name, naming the item: "Edit {name}". */
  label: string;
  /** The word shown beside the icon: "Edit". A touch user has no hover title to read (issue 21). */
  text: string;
  icon: ReactNode;
}

/** An action's button recipe variant, and what it sets beside it: at least 44 px each way. */
export const actionVariant = { variant: "ghost", size: "sm" } as const;
export const actionLook = { minW: "11", minH: "11", px: "2", gap: "1.5" } as const;

/** A per-item action: icon and a visible word, at least 44 px each way. */
export function ActionButton({ label, text, icon, ...button }: ActionButtonProps) {
  return (
    <Button aria-label={label} {...actionVariant} {...actionLook} {...button}>
      {icon}
      <span>{text}</span>
    </Button>
  );
}
