import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteSystem } from "~/app/pageHead";
import { hasBootState } from "~/boot/attributes";
import { Island } from "~/boot/Island";
import { startIslands } from "~/boot/islands";
import { hydrateIsland } from "~/boot/hydrate";
import { toCatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { publicProduct } from "~/test/publicProduct";
import { addressFromSearchParams } from "../lib/catalogueFilters";
import MarketplaceIsland from "./MarketplaceIsland.island";

const catalogue = [
  publicProduct({ id: 1, name: "Soil Probe S2", createdAt: "2026-01-03T00:00:00.000Z" }),
  publicProduct({ id: 2, name: "Tank Level T1", createdAt: "2026-01-02T00:00:00.000Z" }),
].map(toCatalogueEntry);

/** /marketplace as the function renders it (decision 021): its results in the HTML. */
function renderedMarketplace() {
  return renderToString(
    <ChakraProvider value={siteSystem()}>
      <Island
        of={MarketplaceIsland}
        props={{ address: addressFromSearchParams(new URLSearchParams()) }}
        withheld={{ catalogue }}
        hydrate="interaction"
        renderedQuery=""
      />
    </ChakraProvider>,
    // The ids the island's root gives it when it hydrates (boot/hydrate.tsx).
    { identifierPrefix: "MarketplaceIsland-0-" },
  );
}

/** GET /api/catalogue answers only when `release` is called: a slow network. */
function holdCatalogue() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify(catalogue), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return () => release();
}

const results = () => screen.getByRole("list", { name: "Devices" });
const busy = () => hasBootState(document.querySelector("[data-island]")!, "busy");

beforeEach(() => {
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", false);
  document.body.innerHTML = `<main>${renderedMarketplace()}</main>`;
});
afterEach(async () => {
  // The hydrated island may still be rendering in slices (a transition): let React finish before the
  // page goes, or its scheduler runs once the test environment is gone.
  await new Promise((resolve) => setTimeout(resolve, 100));
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
  document.body.innerHTML = "";
});

describe("the marketplace island on a rendered page", { timeout: 60_000 }, () => {
  it("marks its results busy while a search typed before it hydrated waits for the catalogue, then shows the answer", async () => {
    const release = holdCatalogue();
    void startIslands(hydrateIsland, document);
    expect(busy()).toBe(false);

    const search = screen.getByLabelText("Search devices");
    fireEvent.focusIn(search);
    fireEvent.input(search, { target: { value: "tank" } });
    expect(busy()).toBe(true);

    release();
    // The island's code loads (slowly in jsdom), hydrates, then takes over what was typed.
    await waitFor(() => expect(busy()).toBe(false), { timeout: 20_000 });
    await waitFor(
      () =>
        expect(
          within(results())
            .getAllByRole("heading", { level: 3 })
            .map((h) => h.textContent),
        ).toEqual(["Tank Level T1"]),
      { timeout: 20_000 },
    );
    expect(screen.getByRole("status")).toHaveTextContent("1 device found");
  });

  it("leads a category chip to its view as a link, and once hydrated answers it in place, in the address", async () => {
    holdCatalogue()();
    const chip = () => within(screen.getByRole("group", { name: "Filter by category" })).getByRole("link", { name: "All" });
    expect(chip()).toHaveAttribute("href", "/marketplace");
    expect(screen.getByRole("search", { name: "Search and filter devices" })).toHaveAttribute("method", "get");
    void startIslands(hydrateIsland, document);
    fireEvent.focusIn(screen.getByLabelText("Search devices"));
    await waitFor(() => expect(document.querySelector('[data-island][data-boot~="hydrated"]')).not.toBeNull(), { timeout: 20_000 });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "name" } });
    await waitFor(() => expect(window.location.search).toBe("?sort=name"), { timeout: 20_000 });
    expect(chip()).toHaveAttribute("href", "/marketplace?sort=name");
    const water = within(screen.getByRole("group", { name: "Filter by category" })).getByRole("link", { name: "Water & Level" });
    expect(water).toHaveAttribute("href", "/marketplace?category=Water+%26+Level&sort=name");
    // Answered in place: jsdom would say so if the link were followed ("Not implemented: navigation").
    fireEvent.click(water);
    await waitFor(() => expect(window.location.search).toBe("?category=Water+%26+Level&sort=name"), { timeout: 20_000 });
    expect(water).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("status")).toHaveTextContent("2 devices found");
  });
});
