import { showPending, takeEarlyPresses } from "~/boot/earlyPress";
import type { PageControl, PageToast } from "~/boot/island";

// The brand page's copy buttons, without React (as Add to quote, decision 050; decision 086): a
// button carries the text it copies, and one listener on the document copies it. What the press did
// is said in a toast, whose code (React, Chakra's toaster) comes with the first one; until it shows,
// the button shows that it is working. This module is a page control (boot/island.ts).

/** Attribute of a copy button: the text it copies. */
export const copyTextAttribute = "data-copy-text";

/** Spec 2.12's toast for a copied colour, or the way out when the browser refused the clipboard. */
async function copyWithToast(text: string, clipboard: Pick<Clipboard, "writeText"> | undefined): Promise<PageToast> {
  try {
    if (!clipboard) throw new Error("No clipboard");
    await clipboard.writeText(text);
    return { title: "Copied", description: `${text} copied to clipboard`, variant: "success" };
  } catch {
    return { title: "Copy failed", description: `Copy ${text} by hand.`, variant: "destructive" };
  }
}

/**
 * Gives the page's copy buttons their behaviour, also to those pressed before this ran (the
 * loader marked them pressed). `toast` shows a toast, and resolves once its code is there and it is
 * handed over (the button is busy until then).
 */
export function enhanceCopyButtons(page: Document | HTMLElement, toast: (toast: PageToast) => Promise<void>) {
  const copy = (button: HTMLElement) => {
    const text = button.getAttribute(copyTextAttribute);
    if (text === null) return;
    showPending(button, true);
    // The clipboard is written within the press (the browser asks for the visitor's gesture).
    void copyWithToast(text, navigator.clipboard)
      .then(toast)
      .catch((error: unknown) => console.error("The copy's toast could not be shown", error))
      .finally(() => showPending(button, false));
  };
  page.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${copyTextAttribute}]`) : null;
    if (button) copy(button);
  });
  takeEarlyPresses(page, `[${copyTextAttribute}]`, copy);
}

const copyButtons: PageControl = (page, boot) => enhanceCopyButtons(page, boot.showToast);
export default copyButtons;
