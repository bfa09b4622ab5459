import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteSystem } from "~/app/pageHead";
import { Island } from "~/components/Island";
import { ContactForm } from "~/features/contact";
import { CopyHexButton } from "~/features/brand";
import { startIslands } from "./boot";
import { hydrateIsland } from "./hydrateIslands";

// A marketing page as the prerender writes it: static content around islands (decision 010).
function prerenderedPage() {
  return renderToString(
    <ChakraProvider value={siteSystem()}>
      <h1>Brand guidelines</h1>
      <Island of={CopyHexButton} props={{ hex: "#00D4AA" }} />
      <Island of={CopyHexButton} props={{ hex: "#1A1A2E" }} hydrate="visible" />
      <Island of={CopyHexButton} props={{ hex: "#6B7280" }} hydrate="interaction" />
      <Island of={ContactForm} props={{}} hydrate="interaction" />
    </ChakraProvider>,
  );
}

/** Stands in for the browser's observer: islands that hydrate when visible wait for `reveal`. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  reveal() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const writeText = vi.fn(() => Promise.resolve());

/** The page's islands, started as the islands' entry starts them. */
let page: HTMLElement;
const startPage = () => startIslands(hydrateIsland, page);

beforeEach(() => {
  // The islands hydrate on their own, as in a browser, not inside Testing Library's act().
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
  page = document.createElement("div");
  page.innerHTML = prerenderedPage();
  document.body.append(page);
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  writeText.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const islandOf = (hex: string) => screen.getByRole("button", { name: `Copy ${hex}` }).closest<HTMLElement>("[data-island]")!;

/** The lead call answers 201, online. */
function acceptLeads() {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: "lead-1" }), { status: 201 })));
  vi.stubGlobal("fetch", fetchSpy);
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  return fetchSpy;
}

/**
 * The form's send has finished (its button is back from "Sending..."): React's transition settles
 * within the test, not after the test file's document is gone.
 */
const sendFinished = () => waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());

/** Types the contact form's required fields, as the browser would before any code listens. */
function typeContactFields() {
  const typed = { "First Name": "Ada", "Last Name": "Lovelace", Email: "ada@example.com", Company: "Analytical Engines" };
  for (const [label, value] of Object.entries(typed)) {
    fireEvent.input(screen.getByLabelText(new RegExp(label)), { target: { value } });
  }
}

describe("startIslands", () => {
  it("hydrates the islands marked for the page load, keeping the prerendered elements", async () => {
    const button = screen.getByRole("button", { name: "Copy #00D4AA" });
    fireEvent.click(button);
    expect(writeText).not.toHaveBeenCalled();

    await startPage();
    expect(islandOf("#00D4AA").dataset.hydrated).toBe("true");
    // Hydrated, not rendered afresh: the same element now has its handler.
    expect(screen.getByRole("button", { name: "Copy #00D4AA" })).toBe(button);
    fireEvent.click(button);
    expect(writeText).toHaveBeenCalledWith("#00D4AA");
  });

  it("hydrates an island marked visible only once it comes near the viewport", async () => {
    await startPage();
    const below = islandOf("#1A1A2E");
    expect(below.dataset.hydrated).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "Copy #1A1A2E" }));
    expect(writeText).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.instances.find((instance) => instance.targets.some((target) => below.contains(target)))!;
    observer.reveal();
    await waitFor(() => expect(below.dataset.hydrated).toBe("true"));
    fireEvent.click(screen.getByRole("button", { name: "Copy #1A1A2E" }));
    expect(writeText).toHaveBeenCalledWith("#1A1A2E");
  });

  it("hydrates an island marked interaction at the first pointer over it, and replays a press made before it had hydrated", async () => {
    await startPage();
    const island = islandOf("#6B7280");
    const button = screen.getByRole("button", { name: "Copy #6B7280" });
    expect(island.dataset.hydrated).toBeUndefined();

    fireEvent.pointerDown(button);
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(writeText).not.toHaveBeenCalled();

    await waitFor(() => expect(island.dataset.hydrated).toBe("true"));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText).toHaveBeenCalledWith("#6B7280");
    expect(screen.getByRole("button", { name: "Copy #6B7280" })).toBe(button);
  });

  it("replays a press made before hydration on the same control when hydrating rendered the island afresh", async () => {
    page.innerHTML = '<div data-island="grid"><button>Compare A</button><button>Load More Devices</button></div>';
    const pressed = vi.fn();
    let finish: (() => void) | undefined;
    // What React does when the markup differs from its render: new elements in place of the old.
    const hydrate = (island: HTMLElement) =>
      new Promise<boolean>((resolve) => {
        finish = () => {
          island.innerHTML = "<button>Compare A</button><button>Load More Devices</button>";
          for (const button of island.querySelectorAll("button")) button.addEventListener("click", () => pressed(button.textContent));
          resolve(true);
        };
      });
    const started = startIslands(hydrate, page);
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("button", { name: "Load More Devices" }).dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await waitFor(() => expect(finish).toBeDefined());
    finish!();
    await started;
    expect(pressed.mock.calls).toEqual([["Load More Devices"]]);
  });

  it("hydrates an island marked interaction at once when focus was already in it before the page's code ran", async () => {
    const button = screen.getByRole("button", { name: "Copy #6B7280" });
    button.focus();
    await startPage();
    await waitFor(() => expect(islandOf("#6B7280").dataset.hydrated).toBe("true"));
  });

  it("holds a form sent before its island hydrated, with what was typed, and sends it once focus brings its code", async () => {
    const fetchSpy = acceptLeads();
    await startPage();
    typeContactFields();
    const form = screen.getByRole("form", { name: "Contact form" });
    // Sent before the island hydrated: the browser would have loaded a new page.
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByLabelText(/First Name/));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/demo-request");
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Analytical Engines" });
    await sendFinished();
  });

  it("hydrates an island whose field changed with no pointer or focus (autofill), keeping the choice", async () => {
    const fetchSpy = acceptLeads();
    await startPage();
    typeContactFields();
    const industry = screen.getByLabelText(/Industry/) as HTMLSelectElement;
    fireEvent.change(industry, { target: { value: "agriculture" } });

    const island = industry.closest<HTMLElement>("[data-island]")!;
    await waitFor(() => expect(island.dataset.hydrated).toBe("true"));
    expect(industry.value).toBe("agriculture");
    fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: "Ada", industry: "agriculture" });
    await sendFinished();
  });

  it("hydrates at load an island rendered for another query than the address has (a page kept offline, opened for a new search)", async () => {
    const rendered = (query: string) =>
      renderToString(
        <ChakraProvider value={siteSystem()}>
          <Island of={CopyHexButton} props={{ hex: "#123456" }} hydrate="interaction" renderedQuery={query} />
        </ChakraProvider>,
      );
    window.history.replaceState(null, "", "/marketplace?q=gateway&sort=name");
    page.innerHTML = rendered("sort=name&q=gateway");
    await startPage();
    // The same query, written in another order: it waits for its trigger as usual.
    expect(islandOf("#123456").dataset.hydrated).toBeUndefined();

    page.innerHTML = rendered("q=sensor");
    await startPage();
    expect(islandOf("#123456").dataset.hydrated).toBe("true");
    window.history.replaceState(null, "", "/");
  });
});
