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

/** A page section: an optional eyebrow, h2 and lead above its content, labelled by its heading. */
export function Section({ title, eyebrow, lead, children, tone = "white", centered = false, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={title ? headingId : undefined} py={{ base: "14", md: "20" }} {...tones[tone]} {...rest}>
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
