import { describe, expect, it } from "vitest";
import { productSeo, schemaAvailability, type ProductSeoInput } from "./productSeo.js";

const product: ProductSeoInput = {
  id: 7,
  name: "TH-310 Sensor",
  manufacturer: "Kelvra",
  model: "TH-310",
  category: "Temperature & Humidity",
  description: "Indoor temperature and humidity sensor.",
  shortDescription: null,
  price: "69",
  currency: "USD",
  image: "/api/images/products/th-310.webp",
  availability: "Available",
  seoTitle: null,
  seoDescription: null,
};

describe("productSeo (spec 2.9)", () => {
  it("builds keywords from the category and a Product with price, currency, stock and sku", () => {
    const seo = productSeo(product, "https://sensors.test");
    expect(seo.path).toBe("/products/7");
    expect(seo.keywords).toBe("Temperature & Humidity, Temperature & Humidity sensors, LoRaWAN, IoT sensors");
    expect(seo.jsonLd).toMatchObject({
      "@type": "Product",
      sku: "TH-310",
      image: ["https://sensors.test/api/images/products/th-310.webp"],
      offers: {
        "@type": "Offer",
        priceCurrency: "USD",
        price: "69.00",
        priceSpecification: { "@type": "UnitPriceSpecification", price: "69.00", priceCurrency: "USD" },
        availability: "https://schema.org/InStock",
        url: "https://sensors.test/products/7",
      },
    });
  });
  it("falls back to PROD-{id}, USD and the default image", () => {
    const seo = productSeo({ ...product, model: null, currency: "", image: null, category: null }, "https://sensors.test");
    expect(seo.jsonLd).toMatchObject({ sku: "PROD-7", offers: { priceCurrency: "USD" } });
    expect(seo.image).toBe("/api/images/social/og-default.jpg");
    expect(seo.keywords).toBe("LoRaWAN, IoT sensors");
  });
  it("has no Offer without a price (Google refuses a Product whose Offer has none)", () => {
    expect(productSeo({ ...product, price: null }, "https://sensors.test").jsonLd.offers).toBeUndefined();
  });
  it("gives every Offer an availability, never InStock unless Available (issue 47)", () => {
    for (const availability of [null, "Ask the reseller", "Pre-order", "Available"]) {
      const offers = productSeo({ ...product, availability }, "https://sensors.test").jsonLd.offers as Record<string, unknown>;
      expect(offers).toMatchObject({ "@type": "Offer", price: "69.00", availability: schemaAvailability(availability) });
    }
    const notStated = productSeo({ ...product, availability: null }, "https://sensors.test").jsonLd.offers as Record<string, unknown>;
    expect(notStated.availability).toBe("https://schema.org/OutOfStock");
  });
  it("prefers the admin's SEO title and description", () => {
    const seo = productSeo({ ...product, seoTitle: "Custom", seoDescription: "Custom text" }, "https://sensors.test");
    expect([seo.title, seo.description]).toEqual(["Custom", "Custom text"]);
  });
});

describe("schemaAvailability", () => {
  it("is in stock only when Available", () => {
    expect(schemaAvailability("Available")).toBe("https://schema.org/InStock");
    expect(schemaAvailability("Pre-order")).toBe("https://schema.org/PreOrder");
    expect(schemaAvailability("Out of Stock")).toBe("https://schema.org/OutOfStock");
    expect(schemaAvailability("Discontinued")).toBe("https://schema.org/Discontinued");
  });
  it("is out of stock when availability is not stated or is a word of the vendor's own: schema.org has no unknown", () => {
    expect(schemaAvailability(null)).toBe("https://schema.org/OutOfStock");
    expect(schemaAvailability("Ask the reseller")).toBe("https://schema.org/OutOfStock");
    expect(schemaAvailability(" pre-order ")).toBe("https://schema.org/PreOrder");
  });
});
