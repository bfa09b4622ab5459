import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteSystem } from "~/app/pageHead";
import { facets } from "../lib/catalogueFacets";
import { addressFromSearchParams } from "../lib/catalogueFilters";
import { Marketplace, marketplaceIntro } from "./Marketplace";

describe("the marketplace's introduction", () => {
  const page = renderToString(
    <ChakraProvider value={siteSystem()}>
      <Marketplace address={addressFromSearchParams(new URLSearchParams())} catalogue={[]} />
    </ChakraProvider>,
  );

  it("claims nothing the catalogue's data does not state: no certification, and only the facets the page offers", () => {
    expect(page).toContain(marketplaceIntro);
    expect(page).not.toMatch(/certified/i);
    const offered = facets.map((facet) => facet.label.toLowerCase()).join(" ");
    for (const claim of ["frequency plan", "sensor", "ip rating"]) expect(offered).toContain(claim);
  });
});
