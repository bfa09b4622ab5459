import { afterEach, describe, expect, it } from "vitest";
import { embeddedProductElementId } from "@schema/embeddedProduct";
import { embeddedProduct } from "./getProduct";

function embed(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = embeddedProductElementId;
  element.textContent = text;
  document.head.append(element);
}

describe("embeddedProduct", () => {
  afterEach(() => document.getElementById(embeddedProductElementId)?.remove());

  it("returns the product the server embedded for this id", () => {
    embed(JSON.stringify({ id: 7, name: "Tank level sensor" }));
    expect(embeddedProduct("7")).toMatchObject({ id: 7, name: "Tank level sensor" });
  });

  it("ignores a product embedded for another id, broken JSON, or none at all", () => {
    expect(embeddedProduct("7")).toBeUndefined();
    embed(JSON.stringify({ id: 8, name: "Other" }));
    expect(embeddedProduct("7")).toBeUndefined();
    document.getElementById(embeddedProductElementId)!.textContent = "{not json";
    expect(embeddedProduct("8")).toBeUndefined();
  });
});
