import { Box, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LazyImage } from "~/components/LazyImage";
import type { Cta } from "~/content/platform";
import { LinkButton } from "~/components/LinkButton";

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  ctas?: Cta[];
  /** Generated art base path (without extension), shown beside the text on wide screens. */
  image?: { src: string; alt: string };
  children?: ReactNode;
}

/**
 * The dark hero that opens every marketing page: h1, lead, calls to action and optional art. The
 * text is a static island; the art stays hydrated for its webp-to-jpeg fallback.
 */
export function PageHero({ eyebrow, title, lead, ctas = [], image, children }: PageHeroProps) {
  return (
    <Box as="section" bg="ink.900" color="white" py={{ base: "14", md: "20" }} overflow="hidden">
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", lg: image ? "1.1fr 1fr" : "1fr" }} gap={{ base: "10", lg: "12" }} alignItems="center">
          <Stack gap="6" maxW="3xl">
            {eyebrow && (
              <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="brand.400">
                {eyebrow}
              </Text>
            )}
            {/* Font size rather than a responsive `size`: the recipe's line height for each size would
                  win over this tighter one from md up (Chakra merges responsive recipe styles last). */}
            <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight" lineHeight="1.1">
              {title}
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="ink.500">
              {lead}
            </Text>
            {children}
            {ctas.length > 0 && (
              <HStack gap="3" wrap="wrap">
                {ctas.map((cta) => (
                  <LinkButton
                    key={cta.label}
                    asChild
                    size="lg"
                    minH="11"
                    colorPalette="brand"
                    variant={cta.variant ?? "solid"}
                    {...(cta.variant === "outline" ? { color: "white", borderColor: "whiteAlpha.600", _hover: { bg: "whiteAlpha.200" } } : {})}
                  >
                    <Link to={cta.to}>{cta.label}</Link>
                  </LinkButton>
                ))}
              </HStack>
            )}
          </Stack>
          {image && <HeroImage src={image.src} alt={image.alt} />}
        </Grid>
      </Container>
    </Box>
  );
}

function HeroImage({ src, alt }: { src: string; alt: string }) {
  return <LazyImage src={src} alt={alt} width={1200} height={800} priority rounded="2xl" />;
}
