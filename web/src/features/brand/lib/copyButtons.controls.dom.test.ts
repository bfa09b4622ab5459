import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyPressAttribute, hasBootState, setBootState } from "~/boot/attributes";
import type { PageToast } from "~/boot/island";
import { copyTextAttribute, enhanceCopyButtons } from "./copyButtons.controls";

/** A palette colour's copy button as the server renders it. */
function copyButton(hex: string) {
  const button = document.createElement("button");
  button.textContent = hex;
  button.setAttribute("aria-label", `Copy ${hex}`);
  button.setAttribute(copyTextAttribute, hex);
  button.setAttribute(earlyPressAttribute, "");
  page.append(button);
  return button;
}

/** Each test's page: the listeners of one test's buttons do not answer the next test's presses. */
let page: HTMLElement;

const writeText = vi.fn((_text: string) => Promise.resolve());

describe("the brand page's copy buttons without React (decision 086)", () => {
  beforeEach(() => {
    page = document.createElement("main");
    document.body.append(page);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    writeText.mockClear();
  });
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("copies a press marked before the page started, once, then each press, each with spec 2.12's toast", async () => {
    const teal = copyButton("#00d4aa");
    copyButton("#1e293b");
    // What the inline loader does to a press that comes before the page's script.
    setBootState(teal, "pressed", true);
    const toasts: PageToast[] = [];
    let showToast: () => void = () => {};
    const toast = vi.fn((shown: PageToast) => {
      toasts.push(shown);
      // The toast's code is still on its way: the button stays busy until it is there.
      return new Promise<void>((resolve) => (showToast = resolve));
    });
    enhanceCopyButtons(page, toast);
    expect(writeText).toHaveBeenCalledWith("#00d4aa");
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(hasBootState(teal, "pressed")).toBe(true);
    showToast();
    await waitFor(() => expect(hasBootState(teal, "pressed")).toBe(false));

    fireEvent.click(screen.getByRole("button", { name: "Copy #1e293b" }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    showToast();
    expect(writeText.mock.calls).toEqual([["#00d4aa"], ["#1e293b"]]);
    expect(toasts).toEqual([
      { title: "Copied", description: "#00d4aa copied to clipboard", variant: "success" },
      { title: "Copied", description: "#1e293b copied to clipboard", variant: "success" },
    ]);
  });

  it("says to copy by hand when the browser refuses the clipboard, and is ready for another press", async () => {
    writeText.mockRejectedValueOnce(new DOMException("Document is not focused.", "NotAllowedError"));
    const button = copyButton("#94a3b8");
    const toast = vi.fn((_shown: PageToast) => Promise.resolve());
    enhanceCopyButtons(page, toast);
    fireEvent.click(button);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Copy failed", description: "Copy #94a3b8 by hand.", variant: "destructive" }));
    await waitFor(() => expect(hasBootState(button, "pressed")).toBe(false));
  });

  it("ignores a press on anything else", () => {
    const other = document.createElement("button");
    other.textContent = "Download";
    page.append(other);
    const toast = vi.fn((_shown: PageToast) => Promise.resolve());
    enhanceCopyButtons(page, toast);
    fireEvent.click(other);
    expect(writeText).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
