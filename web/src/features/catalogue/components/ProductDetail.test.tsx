import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicProduct } from "@lorawan/contracts/product";
import { publicProduct as product } from "~/test/publicProduct";
import { renderWithProviders } from "~/test/render";
import { ProductDetail } from "./ProductDetail";

function renderDetail(fields: Partial<PublicProduct> = {}) {
  renderWithProviders(
    <MemoryRouter>
      <ProductDetail product={product(fields)} />
    </MemoryRouter>,
  );
}

/** The Technical Specifications grid as label -> value. */
function specifications() {
  const block = within(screen.getByRole("region", { name: "Technical Specifications" }));
  const labels = block.getAllByRole("term").map((term) => term.textContent);
  const values = block.getAllByRole("definition").map((definition) => definition.textContent);
  return Object.fromEntries(labels.map((label, i) => [label, values[i]]));
}

describe("ProductDetail (spec 2.9)", () => {
  it("shows range, battery life, dimensions, weight, power requirements and operating temperature", () => {
    renderDetail({
      range: "15 km",
      batteryLife: "10 years",
      dimensions: "120 x 80 x 45 mm",
      weight: "250 g",
      powerRequirements: "3.6 V lithium battery",
      operatingTemp: "-40 to +85°C",
      specifications: { Frequency: "EU868" },
    });
    expect(specifications()).toEqual({
      Model: "WQ-900",
      Range: "15 km",
      "Battery Life": "10 years",
      Dimensions: "120 x 80 x 45 mm",
      Weight: "250 g",
      "Power Requirements": "3.6 V lithium battery",
      "Operating Temperature": "-40 to +85°C",
      Frequency: "EU868",
    });
  });

  it("leaves out the facts that are not set", () => {
    renderDetail({ batteryLife: "5 years" });
    expect(specifications()).toEqual({ Model: "WQ-900", "Battery Life": "5 years" });
    expect(screen.queryByText("Range")).toBeNull();
  });

  it("shows the price with thousands separators in the product's currency", () => {
    renderDetail({ price: "1499", currency: "USD" });
    expect(screen.getByText("$1,499.00")).toBeVisible();
  });

  it("shows 'Image unavailable' when the product's image fails", () => {
    renderDetail();
    const image = screen.getByRole("img", { name: "WQ-900 Water Quality Probe" });
    fireEvent.error(image);
    expect(screen.getByRole("img", { name: "WQ-900 Water Quality Probe" })).toHaveTextContent("Image unavailable");
  });

  it("shows where to buy, documents, videos, every list price and both IP codes, when the product has them (issue 32)", () => {
    renderDetail({
      ipRating: "IP67",
      secondIpRating: "IP68",
      whereToBuy: [{ name: "Sensational Systems", url: "https://sensational.systems/", regions: ["European Union"] }],
      documents: [{ title: "Manual", url: "https://example.org/manual.pdf" }],
      videos: ["https://youtu.be/HYv50apV-jA"],
      prices: [
        { price: "60.00", currency: "EUR" },
        { price: "72.00", currency: "USD" },
      ],
    });
    const buy = within(screen.getByRole("region", { name: "Where to Buy" }));
    expect(buy.getByRole("link", { name: "Sensational Systems" })).toHaveAttribute("href", "https://sensational.systems/");
    expect(buy.getByText(/European Union/)).toBeInTheDocument();
    expect(buy.getByText("Manufacturer's list prices: €60.00 · $72.00")).toBeInTheDocument();
    const documents = within(screen.getByRole("region", { name: "Documents and Videos" }));
    expect(documents.getByRole("link", { name: "Manual" })).toHaveAttribute("href", "https://example.org/manual.pdf");
    expect(documents.getByRole("link", { name: "Video 1 (youtu.be)" })).toBeInTheDocument();
    expect(screen.getByText("IP67 and IP68")).toBeInTheDocument();
  });

  it("shows no section for what the product does not state", () => {
    renderDetail();
    for (const name of ["Where to Buy", "Documents and Videos", "List Prices", "Certifications"]) expect(screen.queryByRole("region", { name })).toBeNull();
    expect(screen.queryByText("LoRaWAN Certified")).toBeNull();
  });
});
