import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteSystem } from "~/app/theme";
import { LazyImage } from "~/components/LazyImage";
import { enhanceLazyImages, lazyImageMargin } from "./lazyImages";

/** Stands in for the browser's observer: `reveal` brings the observed box into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  target: Element | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = undefined;
  }
  reveal() {
    if (this.target) this.callback([{ target: this.target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

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

beforeEach(() => {
  FakeIntersectionObserver.last = undefined;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("lazy images (spec 4)", () => {
  it("shows a placeholder and loads the webp file only when the image comes within 50 px of the viewport", () => {
    const { image, start } = prerendered();
    start();
    expect(image.getAttribute("src")).toBeNull();
    expect(screen.getByTestId("image-placeholder")).toBeVisible();
    expect(FakeIntersectionObserver.last?.options.rootMargin).toBe(lazyImageMargin);
    expect(lazyImageMargin).toBe("50px");

    FakeIntersectionObserver.last!.reveal();
    expect(image.getAttribute("src")).toBe("/images/tile-water.webp");
    fireEvent.load(image);
    expect(screen.getByTestId("image-placeholder")).not.toBeVisible();
    expect(image).toBeVisible();
  });

  it("falls back to the jpeg file, then to 'Image unavailable' named as the image", () => {
    const { image, start } = prerendered();
    start();
    FakeIntersectionObserver.last!.reveal();
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
    expect(screen.queryByTestId("image-placeholder")).toBeNull();
    // The webp request has already failed when the page's code starts.
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 0 } });
    start();
    expect(image.getAttribute("src")).toBe("/images/tile-water.jpg");
    expect(FakeIntersectionObserver.last).toBeUndefined();
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
