import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteSystem } from "~/app/pageHead";
import { Island } from "./Island";
import { toaster } from "~/components/ui/toaster";
import { ContactForm, requestSent } from "~/features/contact";
import { PricingCalculator } from "~/features/pricing";
import { hasBootState } from "./attributes";
import { hydrateIsland } from "./hydrate";
import { startIslands, type HydrationTrigger } from "./islands";

// A marketing page as the prerender writes it: static content around islands (decision 010).
function prerendered(islands: ReactNode) {
  return renderToString(
    <ChakraProvider value={siteSystem()}>
      <h1>Pricing</h1>
      {islands}
    </ChakraProvider>,
  );
}

const calculator = (hydrate?: HydrationTrigger, renderedQuery?: string) => <Island of={PricingCalculator} hydrate={hydrate} renderedQuery={renderedQuery} />;
const contactForm = <Island of={ContactForm} props={{}} hydrate="interaction" />;

/** The page, as the browser has it before its code runs; its islands started as the entry starts them (index.ts). */
let page: HTMLElement;
function showPage(islands: ReactNode) {
  page.innerHTML = prerendered(islands);
}
const startPage = () => startIslands(hydrateIsland, page);

beforeEach(() => {
  // The islands hydrate on their own, as in a browser, not inside Testing Library's act().
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
  page = document.createElement("div");
  document.body.append(page);
});
afterEach(async () => {
  // The toasts' root (hydrate.tsx) lives as long as the page: its toasts go with the test, or
  // their view renders its portal once the file's document is gone (an uncaught error under load).
  toaster.remove();
  await waitFor(() => expect(document.querySelector("[data-scope=toast][data-part=root]")).toBeNull(), { timeout: 10_000 });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const devices = () => screen.getByLabelText("Number of devices");
const estimate = () => screen.getByTestId("estimated-cost");
const islandOf = (element: Element) => element.closest<HTMLElement>("[data-island]")!;

/** Moves the devices slider to 1,000: a hydrated calculator estimates $2,010.00 (spec 9.2). */
function moveDevicesTo1000() {
  fireEvent.change(devices(), { target: { value: "1000" } });
}

/** The lead call answers 201, online. */
function acceptLeads() {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ id: "lead-1" }), { status: 201 })));
  vi.stubGlobal("fetch", fetchSpy);
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  return fetchSpy;
}

/**
 * The form's send has finished (its button is back from "Sending...") and its toast is on screen:
 * React's transition and the toast view, fetched at the first toast, settle within the test, not
 * after the test file's document is gone.
 */
async function sendFinished() {
  await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
  await screen.findByText(requestSent.title, {}, { timeout: 10_000 });
}

/** Types the contact form's required fields, as the browser would before any code listens. */
function typeContactFields() {
  const typed = { "First Name": "Ada", "Last Name": "Lovelace", Email: "ada@example.com", Company: "Analytical Engines" };
  for (const [label, value] of Object.entries(typed)) {
    fireEvent.input(screen.getByLabelText(new RegExp(label)), { target: { value } });
  }
}

describe("startIslands", () => {
  it("hydrates the islands marked for the page load, keeping the prerendered elements", async () => {
    showPage(calculator());
    const slider = devices();
    expect(estimate()).toHaveTextContent("$210.00");

    await startPage();
    expect(hasBootState(islandOf(slider), "hydrated")).toBe(true);
    // Hydrated, not rendered afresh: the same element now has its handler.
    expect(devices()).toBe(slider);
    moveDevicesTo1000();
    await waitFor(() => expect(estimate()).toHaveTextContent("$2,010.00"));
  });

  it("hydrates an island marked interaction at the first pointer over it, not before", async () => {
    showPage(calculator("interaction"));
    await startPage();
    const island = islandOf(devices());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hasBootState(island, "hydrated")).toBe(false);

    fireEvent.pointerOver(devices());
    await waitFor(() => expect(hasBootState(island, "hydrated")).toBe(true));
  });

  it("takes over a value changed before the island hydrated, and marks nothing busy once it has", async () => {
    showPage(calculator("interaction"));
    await startPage();
    // A thumb moved with no pointer over the island first (assistive technology).
    moveDevicesTo1000();
    expect(estimate()).toHaveTextContent("$210.00");
    // What it shows is out of date until it has hydrated and answers the change.
    expect(hasBootState(islandOf(devices()), "busy")).toBe(true);
    await waitFor(() => expect(hasBootState(islandOf(devices()), "hydrated")).toBe(true));
    await waitFor(() => expect(estimate()).toHaveTextContent("$2,010.00"));
    expect(page.querySelector('[data-boot~="busy"]')).toBeNull();
  });

  it("hydrates an island marked interaction at once when focus was already in it before the page's code ran", async () => {
    showPage(calculator("interaction"));
    devices().focus();
    await startPage();
    await waitFor(() => expect(hasBootState(islandOf(devices()), "hydrated")).toBe(true));
  });

  it("leaves a form sent before its island hydrated to the browser, which sends it to the server", async () => {
    showPage(contactForm);
    const fetchSpy = acceptLeads();
    await startPage();
    typeContactFields();
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/contact/send");
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    await waitFor(() => expect(hasBootState(islandOf(form), "hydrated")).toBe(true));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("hydrates an island whose field changed with no pointer or focus (autofill), keeping the choice", async () => {
    showPage(contactForm);
    const fetchSpy = acceptLeads();
    await startPage();
    typeContactFields();
    const industry = screen.getByLabelText(/Industry/) as HTMLSelectElement;
    fireEvent.change(industry, { target: { value: "agriculture" } });

    const island = islandOf(industry);
    await waitFor(() => expect(hasBootState(island, "hydrated")).toBe(true));
    expect(industry.value).toBe("agriculture");
    fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/demo-request");
    expect(JSON.parse(String(init.body))).toMatchObject({ firstName: "Ada", lastName: "Lovelace", company: "Analytical Engines", industry: "agriculture" });
    await sendFinished();
  });

  it("hydrates at load an island rendered for another query than the address has (a page kept offline, opened for a new search)", async () => {
    window.history.replaceState(null, "", "/marketplace?q=gateway&sort=name");
    showPage(calculator("interaction", "sort=name&q=gateway"));
    await startPage();
    // The same query, written in another order: it waits for its trigger as usual.
    expect(hasBootState(islandOf(devices()), "hydrated")).toBe(false);

    showPage(calculator("interaction", "q=sensor"));
    await startPage();
    expect(hasBootState(islandOf(devices()), "hydrated")).toBe(true);
    window.history.replaceState(null, "", "/");
  });
});
