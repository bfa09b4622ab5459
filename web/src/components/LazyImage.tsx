import { Box, type BoxProps } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

/** Spec 4 and 9.1: images start loading 50 px before they scroll into view. */
export const lazyImageMargin = "50px";

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

type Stage = "webp" | "jpeg" | "failed";

/**
 * Spec 4: a pulsing placeholder until visible (or immediately when priority), the webp file
 * first with a jpeg fallback on error, then an 'Image unavailable' box.
 */
export function LazyImage({ src, alt, width, height, priority = false, sizes, ...boxProps }: LazyImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(priority);
  const [stage, setStage] = useState<Stage>("webp");
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (visible) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: lazyImageMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const showPlaceholder = !loaded && stage !== "failed";
  return (
    <Box ref={ref} position="relative" overflow="hidden" bg="ink.50" aspectRatio={`${width} / ${height}`} {...boxProps}>
      {showPlaceholder && !priority && <Box position="absolute" inset="0" bg="gray.200" animation="pulse" aria-hidden="true" data-testid="image-placeholder" />}
      {stage === "failed" ? (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" bg="gray.100" color="fg.muted" fontSize="sm" role="img" aria-label={alt}>
          Image unavailable
        </Box>
      ) : (
        visible && (
          <img
            key={stage}
            src={`${src}.${stage === "webp" ? "webp" : "jpg"}`}
            alt={alt}
            width={width}
            height={height}
            sizes={sizes}
            decoding="async"
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            onLoad={() => setLoaded(true)}
            onError={() => setStage((current) => (current === "webp" ? "jpeg" : "failed"))}
            style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
          />
        )
      )}
    </Box>
  );
}
