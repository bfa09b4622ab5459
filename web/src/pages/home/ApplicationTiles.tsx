import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { LazyImage } from "~/components/LazyImage";
import { applicationTiles } from "~/content/home";
import { Section } from "../marketing/components/Section";

/** Spec 2.3: four application image tiles. */
export function ApplicationTiles() {
  return (
    <Section title="Built for the places wires can't reach" lead="One family of sensors, four industries that depend on them every day.">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {applicationTiles.map((tile) => (
          <Box key={tile.title} as="figure" m="0" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border.muted" bg="white">
            <TileImage src={`/images/${tile.image}`} alt={tile.alt} />
            <Box as="figcaption" p="4">
              <Heading as="h3" size="md">
                {tile.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {tile.caption}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

function TileImage({ src, alt }: { src: string; alt: string }) {
  return <LazyImage src={src} alt={alt} width={600} height={400} />;
}
