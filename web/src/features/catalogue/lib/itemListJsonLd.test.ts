import { describe, expect, it } from "vitest";
import { paths } from "@lorawan/contracts/paths";
import { itemListJsonLd } from "./itemListJsonLd";

describe("itemListJsonLd", () => {
  it("lists the shown products in order with 1-based positions, absolute URLs and names", () => {
    const data = itemListJsonLd(
      [
        { id: 7, name: "TH-310 Sensor" },
        { id: 3, name: "GW-8 Gateway" },
      ],
      "https://sensors.test",
      paths.product,
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "LoRaWAN Product Module",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://sensors.test/products/7", name: "TH-310 Sensor" },
        { "@type": "ListItem", position: 2, url: "https://sensors.test/products/3", name: "GW-8 Gateway" },
      ],
    });
  });
});
