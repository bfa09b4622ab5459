import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithProviders } from "~/test/render";
import { ComparisonTable } from "./ComparisonTable";

it("is a named scroll region a keyboard reaches, with a line saying it scrolls sideways", () => {
  renderWithProviders(<ComparisonTable />);
  const region = screen.getByRole("region", { name: "Plan features table" });
  expect(region).toHaveAttribute("tabindex", "0");
  expect(within(region).getByRole("table")).toBeInTheDocument();
  expect(screen.getByText("Scroll sideways to compare every plan")).toBeInTheDocument();
});
