import { island } from "~/islands/island";
import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { Icon } from "~/components/icons";
import { deferredTriggerHandlers, useDeferredComponent } from "~/lib/useDeferredComponent";

const loadDrawer = () => import("./MobileNavDrawer");

/** How the menu button looks, before and after the drawer code has loaded. */
export const menuButtonProps = {
  "aria-label": "Open menu",
  variant: "ghost",
  minW: "11",
  minH: "11",
  display: { base: "inline-flex", lg: "none" },
} satisfies IconButtonProps;

export function MenuButtonIcon() {
  return <Icon name="menu" size={22} />;
}

/**
 * Spec 2.2: the mobile menu (MobileNavDrawer, a Chakra Drawer). The first paint shows a plain
 * button that looks the same; the drawer's code loads on touch, hover or focus, and a tap that
 * comes before it arrived opens the drawer once it has.
 */
function MobileNav() {
  const [open, setOpen] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const [Drawer, load, hadFocus] = useDeferredComponent(loadDrawer, placeholder);
  // A tap before the code arrived opens the drawer, which takes the focus itself.
  if (Drawer) return <Drawer open={open} setOpen={setOpen} focusOnMount={hadFocus && !open} />;
  return (
    <IconButton
      ref={placeholder}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...menuButtonProps}
      {...deferredTriggerHandlers({ load, activate: () => setOpen(true) })}
    >
      <MenuButtonIcon />
    </IconButton>
  );
}

export default island("MobileNav", MobileNav);
