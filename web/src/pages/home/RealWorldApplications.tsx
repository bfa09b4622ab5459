import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { paths } from "@lorawan/contracts/paths";
import { industryBlocks } from "~/content/home";
import { CheckList } from "../marketing/components/CheckList";
import { Section } from "../marketing/components/Section";
import { LinkButton } from "~/components/LinkButton";

/** Spec 2.3: Real-World Applications, four industry blocks with sensors, benefits and Explore Products. */
export function RealWorldApplications() {
  return (
    <Section title="Real-World Applications" lead="How operators put long-range sensing to work." heightEstimate={{ base: "157rem", sm: "115rem", lg: "72rem", xl: "70rem" }}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {industryBlocks.map((block) => (
          <Stack key={block.title} as="article" gap="5" p={{ base: "6", md: "8" }} rounded="2xl" borderWidth="1px" borderColor="border.muted" bg="white">
            <Box>
              <Heading as="h3" size="xl" mb="2">
                {block.title}
              </Heading>
              <Text color="fg.muted">{block.description}</Text>
            </Box>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
              <Box>
                <Heading as="h4" size="sm" mb="3">
                  Sensors
                </Heading>
                <CheckList items={block.sensors} />
              </Box>
              <Box>
                <Heading as="h4" size="sm" mb="3">
                  Benefits
                </Heading>
                <CheckList items={block.benefits} />
              </Box>
            </SimpleGrid>
            <Box>
              <LinkButton asChild colorPalette="brand" variant="outline" minH="11">
                <Link to={paths.products}>Explore Products</Link>
              </LinkButton>
            </Box>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}
