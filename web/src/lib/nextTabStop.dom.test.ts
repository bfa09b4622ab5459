import { afterEach, describe, expect, it } from "vitest";
import { nextTabStop } from "./nextTabStop";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("nextTabStop", () => {
  it("is the next link, button or field after the element, in document order", () => {
    document.body.innerHTML = `
      <a href="/a">A</a>
      <button id="from">Solutions</button>
      <span>text</span>
      <div><a href="/contact">Contact sales</a></div>`;
    const from = document.getElementById("from")!;
    expect(nextTabStop(from)).toHaveTextContent("Contact sales");
  });

  it("skips what Tab skips: tabindex -1, disabled, hidden and inert elements, and anchors without href", () => {
    document.body.innerHTML = `
      <button id="from">Solutions</button>
      <a>no href</a>
      <main tabindex="-1">
        <button disabled>Disabled</button>
        <div hidden><a href="/hidden">Hidden</a></div>
        <div inert><a href="/inert">Inert</a></div>
        <input type="text" aria-label="Search" />
      </main>`;
    expect(nextTabStop(document.getElementById("from")!)).toHaveAccessibleName("Search");
  });

  it("is null at the end of the page", () => {
    document.body.innerHTML = `<a href="/x">X</a><button id="from">Last</button>`;
    expect(nextTabStop(document.getElementById("from")!)).toBeNull();
  });
});
