import { Box, type BoxProps } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { enhanceLazyImage, lazyImageAttribute } from "~/lib/lazyImages";

export interface LazyImageProps extends Omit<BoxProps, "children"> {
  /** Path without extension, e.g. "/images/tile-water": `.webp` is tried first, then `.jpg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load at once (no placeholder, fetchpriority high). */
  priority?: boolean;
  sizes?: string;
}

/**
 * Spec 4: a pulsing placeholder until visible (or immediately when priority), the webp file
 * first with a jpeg fallback on error, then an 'Image unavailable' box. The markup holds every
 * state; `enhanceLazyImage` switches between them, so a prerendered page needs no React for it.
 */
export function LazyImage({ src, alt, width, height, priority = false, sizes, ...boxProps }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceLazyImage(ref.current) : undefined), []);
  return (
    <Box ref={ref} {...{ [lazyImageAttribute]: src }} position="relative" overflow="hidden" bg="ink.50" aspectRatio={`${width} / ${height}`} {...boxProps}>
      <img
        src={priority ? `${src}.webp` : undefined}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
      />
      {!priority && (
        <Box data-image-placeholder position="absolute" inset="0" bg="gray.200" animation="pulse" aria-hidden="true" data-testid="image-placeholder" />
      )}
      <Box
        data-image-unavailable
        hidden
        position="absolute"
        inset="0"
        display="flex"
        _hidden={{ display: "none" }}
        alignItems="center"
        justifyContent="center"
        bg="gray.100"
        color="fg.muted"
        fontSize="sm"
        role="img"
        aria-label={alt}
      >
        Image unavailable
      </Box>
    </Box>
  );
}
