import { describe, expect, it } from "vitest";
import { activitySearch, dateRangeProblem, noActivityFilters } from "./activitySearch";

describe("activitySearch", () => {
  it("sends only the filters set, then the page's cursor and size", () => {
    expect(activitySearch(noActivityFilters)).toBe("");
    expect(activitySearch({ person: "uid-1", action: "bulk-delete", from: "2026-11-01", to: "" }, { cursor: "abc", limit: 50 })).toBe(
      "person=uid-1&action=bulk-delete&from=2026-11-01&cursor=abc&limit=50",
    );
  });
});

describe("dateRangeProblem", () => {
  it("refuses a start after the end, as the server does", () => {
    expect(dateRangeProblem({ ...noActivityFilters, from: "2026-11-02", to: "2026-11-01" })).toBe("The start date must not be after the end date");
    expect(dateRangeProblem({ ...noActivityFilters, from: "2026-11-01", to: "2026-11-01" })).toBeNull();
  });
});
