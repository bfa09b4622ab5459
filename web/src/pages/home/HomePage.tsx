import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { seo } from "~/components/seo";
import { paths } from "~/config/paths";
import { FeaturedSensors } from "~/features/catalogue";

export const meta = () =>
  seo({
    title: "LoRaWAN Sensors | Industrial IoT sensors with 15 km range and 10-year battery",
    description:
      "Industrial LoRaWAN sensors for temperature, humidity, pressure, water level, soil moisture and air quality: up to 15 km range, 10 years of battery life, IP67.",
    path: paths.home,
  });

const capabilities = ["Temperature", "Humidity", "Pressure", "Water Level", "Soil Moisture", "Air Quality"];

export default function HomePage() {
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "16", md: "24" }}>
        <Container maxW="7xl">
          <Stack gap="6" maxW="3xl">
            <Heading as="h1" size={{ base: "4xl", md: "6xl" }} letterSpacing="tight" lineHeight="1.1">
              Industrial LoRaWAN sensors that reach 15 km and last 10 years
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} color="ink.500">
              IP67 devices for monitoring plants, fields, pipes and buildings, with the network and platform to run them.
            </Text>
            <HStack wrap="wrap" gap="2" aria-label="Capabilities">
              {capabilities.map((c) => (
                <Badge key={c} size="lg" variant="subtle" colorPalette="brand">
                  {c}
                </Badge>
              ))}
            </HStack>
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand" size="lg" minH="11">
                <Link to={paths.contact}>Request Quote</Link>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <FeaturedSensors />
    </>
  );
}
