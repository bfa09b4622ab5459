import { Box, Container, Heading, Text, type BoxProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export interface SectionProps extends Omit<BoxProps, "title"> {
  title?: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: "white" | "muted" | "dark";
  centered?: boolean;
  /**
   * The section's measured height per breakpoint (e.g. `{ base: "157rem", lg: "76rem" }`). With it, the
   * section is not styled or laid out while out of sight; see `offScreenUntilNear`.
   */
  heightEstimate?: HeightEstimate;
}

type HeightEstimate = Partial<Record<"base" | "sm" | "md" | "lg" | "xl", string>>;

const tones = {
  white: { bg: "white", color: "fg" },
  muted: { bg: "ink.50", color: "fg" },
  dark: { bg: "ink.900", color: "white" },
} as const;

/**
 * Out of sight, a section is neither styled nor laid out until it comes near the viewport
 * (`content-visibility: auto`; its last rendered height, or its estimate, holds its place): on a
 * phone the page's first layout, and each whole-page restyle after it (Inter taking over from its
 * fallback), work through the first screen only, and a tap at first paint waits for less (issue 29).
 * Find in page, anchors and screen readers still reach its content.
 *
 * Only a section with a measured estimate does this (decision 089): when a section renders at a
 * height other than its estimate, everything below it moves, so the scrollbar jumps under the
 * reader's thumb, and axe-core (Lighthouse's accessibility audit) reads the footer's text against
 * the wrong background. `e2e/layout-stability.spec.ts` holds the home page's estimates to their
 * rendered heights; a section given one on another page needs a line there too.
 */
function offScreenUntilNear(heightEstimate: HeightEstimate | undefined) {
  if (!heightEstimate) return {};
  const estimate = Object.fromEntries(Object.entries(heightEstimate).map(([breakpoint, height]) => [breakpoint, `auto ${height}`]));
  return { contentVisibility: "auto", containIntrinsicHeight: estimate } as const;
}

/** A page section: an optional eyebrow, h2 and lead above its content, labelled by its heading. */
export function Section({ title, eyebrow, lead, children, tone = "white", centered = false, heightEstimate, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={title ? headingId : undefined} py={{ base: "14", md: "20" }} {...offScreenUntilNear(heightEstimate)} {...tones[tone]} {...rest}>
      <Container maxW="7xl">
        {(title || eyebrow) && (
          <Box mb={{ base: "8", md: "12" }} maxW="3xl" mx={centered ? "auto" : undefined} textAlign={centered ? "center" : undefined}>
            {eyebrow && (
              <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color={tone === "dark" ? "brand.400" : "brand.fg"} mb="2">
                {eyebrow}
              </Text>
            )}
            {title && (
              <Heading as="h2" id={headingId} size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
                {title}
              </Heading>
            )}
            {lead && (
              <Text mt="3" fontSize={{ base: "md", md: "lg" }} color={tone === "dark" ? "ink.500" : "fg.muted"}>
                {lead}
              </Text>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
