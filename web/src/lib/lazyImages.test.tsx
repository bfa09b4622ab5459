import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { siteSystem } from "~/app/pageHead";
import { LazyImage } from "~/components/LazyImage";
import { enhanceLazyImages } from "./lazyImages.controls";

/** A page as the prerender writes it, with the image's behaviour started as the islands' entry starts it. */
function prerendered({ file, priority }: { file?: string; priority?: boolean } = {}) {
  const source = file === undefined ? { src: "/images/tile-water" } : { file };
  document.body.innerHTML = renderToString(
    <ChakraProvider value={siteSystem()}>
      <LazyImage {...source} alt="Water meter in a pit" width={600} height={400} priority={priority} />
    </ChakraProvider>,
  );
  const image = screen.getByRole("img", { name: "Water meter in a pit" }) as HTMLImageElement;
  return { image, start: () => enhanceLazyImages(document) };
}

const unavailable = () => screen.queryByText("Image unavailable");

afterEach(() => {
  document.body.innerHTML = "";
});

describe("lazy images (spec 4)", () => {
  it("is in the HTML with its webp file and the browser's lazy loading, over a placeholder that goes once it has loaded", () => {
    const { image, start } = prerendered();
    // Without script the image is there: its source is in the markup (decision 080).
    expect(image.getAttribute("src")).toBe("/images/tile-water.webp");
    expect(image).toHaveAttribute("loading", "lazy");
    const placeholder = screen.getByTestId("image-placeholder");
    expect(placeholder).toBeVisible();
    // The placeholder lies under the image, which covers it as it paints.
    expect(placeholder.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    start();
    fireEvent.load(image);
    expect(placeholder).not.toBeVisible();
    expect(image).toBeVisible();
  });

  it("falls back to the jpeg file, then to 'Image unavailable' named as the image", () => {
    const { image, start } = prerendered();
    start();
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe("/images/tile-water.jpg");
    expect(unavailable()).not.toBeVisible();

    fireEvent.error(image);
    expect(image).not.toBeVisible();
    expect(screen.getByTestId("image-placeholder")).not.toBeVisible();
    expect(unavailable()).toBeVisible();
    expect(screen.getByRole("img", { name: "Water meter in a pit" })).toHaveTextContent("Image unavailable");
  });

  it("loads a priority image at once, with no placeholder, and catches a failure from before its code ran", () => {
    const { image, start } = prerendered({ priority: true });
    expect(image.getAttribute("src")).toBe("/images/tile-water.webp");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("loading", "eager");
    expect(screen.queryByTestId("image-placeholder")).toBeNull();
    // The webp request has already failed when the page's code starts.
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
    start();
    expect(image.getAttribute("src")).toBe("/images/tile-water.jpg");
  });

  describe("a product's image (one file, as it is)", () => {
    const file = "/api/images/products/wq-900.png";

    it("is in the HTML with its address and the browser's lazy loading, with no placeholder to wait for script", () => {
      const { image } = prerendered({ file });
      expect(image.getAttribute("src")).toBe(file);
      expect(image).toHaveAttribute("loading", "lazy");
      expect(screen.queryByTestId("image-placeholder")).toBeNull();
      expect(prerendered({ file, priority: true }).image).toHaveAttribute("loading", "eager");
    });

    it("shows 'Image unavailable', named as the image, when it fails", () => {
      const { image, start } = prerendered({ file });
      start();
      fireEvent.error(image);
      expect(image).not.toBeVisible();
      expect(screen.getByRole("img", { name: "Water meter in a pit" })).toHaveTextContent("Image unavailable");
    });

    it("shows 'Image unavailable' when it failed before its code ran", () => {
      const { image, start } = prerendered({ file, priority: true });
      Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
      start();
      expect(image.getAttribute("src")).toBe(file);
      expect(unavailable()).toBeVisible();
    });
  });
});
