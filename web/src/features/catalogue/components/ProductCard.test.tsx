import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { publicProduct } from "~/test/publicProduct";
import { renderWithProviders } from "~/test/render";
import { ProductCard } from "./ProductCard";

describe("ProductCard", () => {
  it("shows the price with thousands separators in the product's currency", () => {
    renderWithProviders(<ProductCard product={publicProduct({ price: "1499", currency: "USD" })} />);
    expect(screen.getByText("$1,499.00")).toBeVisible();
  });

  it("says 'Price on request' without a price", () => {
    renderWithProviders(<ProductCard product={publicProduct({ price: null })} />);
    expect(screen.getByText("Price on request")).toBeVisible();
  });

  it("shows 'Image unavailable' when the product's image fails", () => {
    renderWithProviders(<ProductCard product={publicProduct({ name: "Soil Probe S2", image: "/api/images/products/missing.png" })} />);
    fireEvent.error(screen.getByRole("img", { name: "Soil Probe S2" }));
    expect(screen.getByRole("img", { name: "Soil Probe S2" })).toHaveTextContent("Image unavailable");
  });
});
