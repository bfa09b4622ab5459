import { Box, defineStyle, type BoxProps } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { enhanceLazyImage, lazyImageAttribute } from "~/lib/lazyImages.controls";

/** Which image: a site image's pair of files, or one file as it is (a product's image). */
type LazyImageSource =
  | {
      /** Path without extension, e.g. "/images/tile-water": `.webp` is tried first, then `.jpg`. */
      src: string;
      file?: never;
    }
  | {
      /** An image's full address (a product's), used as it is. */
      file: string;
      src?: never;
    };

/** What a lazy image shows. */
type LazyImageContent = LazyImageSource & {
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once (no placeholder, fetchpriority high). */
  priority?: boolean;
};

export type LazyImageProps = Omit<BoxProps, "children"> & LazyImageContent;

/**
 * Spec 4: a pulsing placeholder until the image shows, the webp file first with a jpeg fallback on
 * error, then an 'Image unavailable' box (a product's image, `file`, goes to that box when it fails).
 * The image is in the HTML with its source and the browser's own lazy loading (eager when priority),
 * so it shows without script (decision 080); the placeholder lies under it, so the image covers it
 * as it paints. `enhanceLazyImage` adds the fallbacks, so a page rendered without React for it
 * (prerendered, or by the function) needs none.
 */
/**
 * The frame's placeholder, image and "Image unavailable" box, styled from the frame: one styled
 * element per image, or none where a parent's styles dress the frame (`PlainLazyImage`: the product
 * cards, a page of which a buyer's keystroke brings; issue 46).
 */
export const lazyImageStyle = defineStyle({
  position: "relative",
  overflow: "hidden",
  bg: "ink.50",
  "& > *": { position: "absolute", inset: "0" },
  "& > img": { w: "full", h: "full", objectFit: "cover" },
  "& > [data-image-placeholder]": { bg: "gray.200", animation: "pulse" },
  "& > [data-image-unavailable]": { display: "flex", alignItems: "center", justifyContent: "center", bg: "gray.100", color: "fg.muted", fontSize: "sm" },
  "& > [data-image-unavailable][hidden]": { display: "none" },
});

export function LazyImage(props: LazyImageProps) {
  const { src, file, alt: _alt, width, height, priority: _priority, ...boxProps } = props;
  return (
    <Box ref={useLazyImage()} {...{ [lazyImageAttribute]: file ?? src }} css={lazyImageStyle} aspectRatio={`${width} / ${height}`} {...boxProps}>
      <LazyImageParts {...props} />
    </Box>
  );
}

/**
 * The same image in a plain element, for a parent that styles it with `lazyImageStyle` and its
 * aspect ratio (the product card's sheet: a page of cards renders as a buyer types; issue 46).
 */
export function PlainLazyImage(content: LazyImageContent) {
  return (
    <div ref={useLazyImage()} {...{ [lazyImageAttribute]: content.file ?? content.src }}>
      <LazyImageParts {...content} />
    </div>
  );
}

/** The frame's fallbacks, added once it is mounted. The states live in the DOM, not in React: give another image another box (a `key`). */
function useLazyImage() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceLazyImage(ref.current) : undefined), []);
  return ref;
}

function LazyImageParts({ src, file, alt, width, height, priority = false }: LazyImageContent) {
  const placeholder = !priority && file === undefined;
  return (
    <>
      {placeholder && <div data-image-placeholder aria-hidden="true" data-testid="image-placeholder" />}
      <img
        src={file ?? `${src}.webp`}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
      />
      <div data-image-unavailable hidden role="img" aria-label={alt}>
        Image unavailable
      </div>
    </>
  );
}
