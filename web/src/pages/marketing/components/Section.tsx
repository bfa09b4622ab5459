import { Box, Container, Heading, Text, type BoxProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export interface SectionProps extends Omit<BoxProps, "title"> {
  title?: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: "white" | "muted" | "dark";
  centered?: boolean;
}

const tones = {
  white: { bg: "white", color: "fg" },
  muted: { bg: "ink.50", color: "fg" },
  dark: { bg: "ink.900", color: "white" },
} as const;

/**
 * Out of sight, a section is neither styled nor laid out until it comes near the viewport
 * (`content-visibility: auto`; its last rendered height, or this estimate, holds its place): on a
 * phone the page's first layout, and each whole-page restyle after it (Inter taking over from its
 * fallback), work through the first screen only, and a tap at first paint waits for less (issue 29).
 * Find in page, anchors and screen readers still reach its content.
 */
const offScreenUntilNear = { contentVisibility: "auto", containIntrinsicSize: { base: "auto 56rem", md: "auto 40rem" } } as const;

/** A page section: an optional eyebrow, h2 and lead above its content, labelled by its heading. */
export function Section({ title, eyebrow, lead, children, tone = "white", centered = false, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={title ? headingId : undefined} py={{ base: "14", md: "20" }} {...offScreenUntilNear} {...tones[tone]} {...rest}>
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
