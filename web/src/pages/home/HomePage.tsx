import { Badge, Box, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { data, Link } from "react-router";
import { unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { Island } from "~/boot/Island";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { capabilities, homeHero } from "~/content/home";
import { FeaturedSensors, featuredProducts } from "~/features/catalogue";
import { ApplicationTiles } from "./ApplicationTiles";
import { RealWorldApplications } from "./RealWorldApplications";
import { useSignedInRefresh } from "./useSignedInRefresh";
import { LinkButton } from "~/components/LinkButton";
import type { Route } from "./+types/HomePage";

// The home page is rendered by the function (decision 101) with its Featured Sensors, the first
// products of the catalogue it reads from memory while the catalogue's version is unchanged
// (decision 006). Without them (the database not answering) the section says there is nothing to
// show, and the page is a 503 no cache or service worker keeps.
export async function loader({ context }: Route.LoaderArgs) {
  const lookup = await context.catalogue.published();
  if ("unavailable" in lookup) return data({ featured: null }, { status: 503, headers: unavailablePageHeaders });
  // Every view asks again (the catalogue changes under the same address); a CDN may keep it briefly.
  return data({ featured: featuredProducts(lookup.value) }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = () =>
  seo({
    title: "LoRaWAN Sensors | Industrial IoT sensors with 15 km range and 10-year battery",
    description:
      "Industrial LoRaWAN sensors for temperature, humidity, pressure, water level, soil moisture and air quality: up to 15 km range, 10 years of battery life, IP67.",
    path: paths.home,
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  // Spec 2.3: a Loading screen while the current-user query loads for a signed-in user.
  if (useSignedInRefresh()) {
    return (
      <Box role="status" aria-live="polite" py="24" textAlign="center" color="fg.muted">
        Loading...
      </Box>
    );
  }
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "16", md: "24" }}>
        <Container maxW="7xl">
          <Stack gap="6" maxW="3xl">
            {/* Font size rather than a responsive `size`, as in PageHero: keeps the tight line height from md up. */}
            <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} letterSpacing="tight" lineHeight="1.1">
              {homeHero.title}
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="ink.500">
              {homeHero.lead}
            </Text>
            <HStack as="ul" wrap="wrap" gap="2" aria-label="Capabilities" listStyle="none" p="0" m="0">
              {capabilities.map((c) => (
                <Badge as="li" key={c} size="lg" variant="subtle" colorPalette="brand">
                  {c}
                </Badge>
              ))}
            </HStack>
            <HStack gap="3" wrap="wrap">
              <LinkButton asChild colorPalette="brand" size="lg" minH="11">
                <Link to={paths.contact}>Request Quote</Link>
              </LinkButton>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <ApplicationTiles />
      <Island of={FeaturedSensors} props={{ products: loaderData.featured }} hydrate="interaction" />
      <RealWorldApplications />
    </>
  );
}
