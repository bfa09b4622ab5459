import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { toaster } from "./toastStore";
import { toastBaseOffset, toastBottomOffset } from "./toastClearance";

/** The footers (Save, Cancel, Delete...) of the dialogs open now. */
const openDialogFooters = '[data-scope="dialog"][data-part="content"][data-state="open"] .chakra-dialog__footer';
const toastRoots = '[data-scope="toast"][data-part="root"]';

/**
 * The toasts' bottom offset in px: their corner, or just above an open dialog's actions when they
 * would cover them (issue 21). Measured again when a toast comes or goes, a dialog opens or closes,
 * and the window is resized.
 */
function useToastLift(): number {
  const [lift, setLift] = useState(toastBaseOffset);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const toasts = Array.from(document.querySelectorAll<HTMLElement>(toastRoots));
      if (toasts.length === 0) {
        setLift(toastBaseOffset);
        return;
      }
      const footers = Array.from(document.querySelectorAll<HTMLElement>(openDialogFooters), (footer) => footer.getBoundingClientRect()).filter(
        (box) => box.height > 0,
      );
      const { left, right } = toasts[0]!.getBoundingClientRect();
      const height = Math.max(...toasts.map((toast) => toast.offsetHeight));
      setLift(toastBottomOffset(footers, { left, right, height }, window.innerHeight));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // Dialogs and toasts come and go in portals under <body>; their state is in data-state.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    window.addEventListener("resize", schedule);
    const unsubscribe = toaster.subscribe(schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, []);
  return lift;
}

/** The toast viewport (loaded lazily by `Toaster` in ./toaster). */
export default function ToasterView() {
  const lift = useToastLift();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }} css={{ "--toast-lift": `${lift}px` }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
