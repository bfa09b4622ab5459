import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { islandLinkTarget, StaticIsland } from "./StaticIsland";

const rendered = vi.fn();
function Content() {
  rendered();
  return (
    <p>
      Ten years on one battery. <a href="/contact">Request Quote</a>
    </p>
  );
}

const page = (
  <main>
    <StaticIsland>
      <Content />
    </StaticIsland>
  </main>
);

afterEach(() => {
  rendered.mockClear();
  document.body.innerHTML = "";
});

describe("StaticIsland", () => {
  it("keeps the prerendered HTML on hydration without rendering its content again", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const prerendered = container.querySelector("p");
    rendered.mockClear();

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector("p")).toBe(prerendered);
    expect(container).toHaveTextContent("Ten years on one battery. Request Quote");
  });

  it("renders its content like any component when there is no prerendered HTML", () => {
    render(page);
    expect(rendered).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/contact");
  });

  it("renders its content when React renders afresh over a prerendered page", async () => {
    // The prerendered island is in the document, but React renders into another container (as it
    // does when a hydration mismatch makes it discard the server HTML).
    const prerendered = document.createElement("div");
    prerendered.innerHTML = renderToString(page);
    document.body.append(prerendered);
    const fresh = document.createElement("div");
    document.body.append(fresh);

    render(page, { container: fresh });

    expect(fresh).toHaveTextContent("Ten years on one battery. Request Quote");
  });
});

describe("islandLinkTarget", () => {
  const here = new URL(window.location.href);

  function click(html: string, init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, "target", { value: document.querySelector("[data-target]") });
    return islandLinkTarget(event, here);
  }

  it("follows a same-site link inside an island in the app", () => {
    expect(click(`<div data-static-island="a"><a data-target href="/contact?plan=pro">Talk to sales</a></div>`)).toBe("/contact?plan=pro");
    expect(click(`<div data-static-island="a"><a href="/about"><span data-target>About</span></a></div>`)).toBe("/about");
  });

  it("leaves the browser to handle everything else", () => {
    expect(click(`<a data-target href="/contact">outside any island</a>`)).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="https://example.com/">elsewhere</a></div>`)).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="/contact" target="_blank">new tab</a></div>`)).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="/brochure.pdf" download>download</a></div>`)).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="#faq">jump</a></div>`)).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="/contact">modified</a></div>`, { ctrlKey: true })).toBeNull();
    expect(click(`<div data-static-island="a"><a data-target href="/contact">middle</a></div>`, { button: 1 })).toBeNull();
  });
});
