import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { earlyPressAttribute, hasBootState, setBootState } from "~/boot/attributes";
import { compareAttribute, enhanceCompareControls } from "./compare.controls";
import { compareList } from "./compareList";

/** A card's Compare button as the server renders it. */
function compareButton(id: number, name: string) {
  const button = document.createElement("button");
  button.textContent = "Compare";
  button.setAttribute("aria-label", `Compare ${name}`);
  button.setAttribute("aria-pressed", "false");
  button.setAttribute(compareAttribute, JSON.stringify({ id, name }));
  button.setAttribute(earlyPressAttribute, "");
  document.body.append(button);
  return button;
}

describe("the Compare buttons without React (decision 050)", () => {
  afterEach(() => {
    compareList.clear();
    document.body.innerHTML = "";
  });

  it("answers a press marked before the page started, once, and then each press", () => {
    const probe = compareButton(1, "Soil Probe S2");
    compareButton(2, "Tank Level T1");
    // What the inline loader does to a press that comes before the page's script.
    setBootState(probe, "pressed", true);
    enhanceCompareControls(document);
    expect(hasBootState(probe, "pressed")).toBe(false);
    expect(compareList.state().items).toEqual([{ id: 1, name: "Soil Probe S2" }]);
    expect(screen.getByRole("button", { name: "Compare Soil Probe S2" })).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(screen.getByRole("button", { name: "Compare Tank Level T1" }));
    fireEvent.click(probe);
    expect(compareList.state().items).toEqual([{ id: 2, name: "Tank Level T1" }]);
    expect(probe).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Compare Tank Level T1" })).toHaveAttribute("aria-pressed", "true");
  });
});
