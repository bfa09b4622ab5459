import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "~/test/render";
import { facets, noFacetChoice, type FacetOption } from "../lib/catalogueFacets";
import { CatalogueFacets } from "./CatalogueFacets";

const ipRating = facets.find((facet) => facet.key === "ipRatings")!;
const options = (counts: number[]): FacetOption[] => counts.map((count, i) => ({ value: `IP6${i}`, label: `IP6${i}`, count, chosen: false }));

// The panel is a closed `<details>` (folded on a phone): its content is in the document, not visible in jsdom.
function renderIpRatings(counts: number[]) {
  renderWithProviders(
    <CatalogueFacets
      groups={[{ facet: ipRating, options: options(counts) }]}
      selection={noFacetChoice}
      onChange={() => {}}
      hrefFor={() => "/marketplace"}
      unfolded={[]}
      onUnfold={() => {}}
    />,
  );
  return within(screen.getByRole("group", { name: ipRating.label }));
}

describe("a facet of the marketplace", () => {
  it("lists its first five options that leave devices, and the rest behind Show all", () => {
    const group = renderIpRatings([9, 8, 0, 7, 6, 5, 4, 3]);
    expect(group.getAllByRole("checkbox")).toHaveLength(5);
    expect(group.getByRole("button", { name: "Show all 8" })).toBeInTheDocument();
  });

  it("says so when none of its options would leave a device, with no Show all of greyed-out options", () => {
    const group = renderIpRatings([0, 0, 0, 0, 0, 0, 0]);
    expect(group.getByText("None of the devices found lists one.")).toBeInTheDocument();
    expect(group.queryByRole("checkbox")).toBeNull();
    expect(group.queryByRole("button", { name: /^Show all/ })).toBeNull();
  });
});
