import { island } from "~/islands/island";
import { Button, type ButtonProps } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useCurrentPath } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { solutionMenu } from "~/content/navigation";
import { deferredTriggerHandlers, holdsFocus, useDeferredComponent } from "~/lib/useDeferredComponent";

const loadPopup = () => import("./SolutionsMenuPopup");

/** How the Solutions button looks, before and after the menu code has loaded. */
export function solutionsTriggerProps(active: boolean): ButtonProps {
  return { variant: "ghost", minH: "11", color: active ? "brand.fg" : "fg", bg: active ? "brand.subtle" : undefined };
}

export function SolutionsTriggerLabel() {
  return (
    <>
      Solutions
      <Icon name="chevronDown" size={16} />
    </>
  );
}

/**
 * Spec 2.2: the Solutions dropdown (SolutionsMenuPopup, a Chakra Menu). The first paint shows a
 * plain button that looks the same; the menu's code loads on hover, focus or touch, and a click
 * that comes before it arrived opens the menu once it has.
 */
function SolutionsMenu() {
  const pathname = useCurrentPath();
  const active = solutionMenu.some((entry) => entry.href === pathname);
  const placeholder = useRef<HTMLButtonElement>(null);
  const [Popup, load, hadFocus] = useDeferredComponent(loadPopup, placeholder);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => {
    if (Popup) return;
    // Focus may arrive before hydration (keyboard users): load as soon as we notice it.
    if (holdsFocus(placeholder.current)) load();
  }, [Popup, load]);
  // A click before the code arrived opens the menu, which takes the focus itself.
  if (Popup) return <Popup active={active} defaultOpen={openOnLoad} focusOnMount={hadFocus && !openOnLoad} />;
  return (
    <Button
      ref={placeholder}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...solutionsTriggerProps(active)}
      {...deferredTriggerHandlers({ load, activate: () => setOpenOnLoad(true) })}
    >
      <SolutionsTriggerLabel />
    </Button>
  );
}

export default island("SolutionsMenu", SolutionsMenu);
