import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { industryCards } from "~/content/solutionsOverview";
import { CheckList } from "../marketing/components/CheckList";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import { LinkButton } from "~/components/LinkButton";

export const meta = () =>
  seo({
    title: "Industry Solutions | LoRaWAN Sensors",
    description: "LoRaWAN solutions for smart manufacturing, smart cities, precision agriculture, healthcare, energy and utilities, and logistics, with proven results.",
    path: paths.solutions,
  });

export default function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="Long-range sensing for every industry"
        lead="Proven LoRaWAN solutions, from the factory floor to the farthest field."
        ctas={[{ label: "Contact Sales", to: paths.contact }]}
      />
      <Section title="Industries we serve" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {industryCards.map((card) => (
            <Stack key={card.title} as="article" gap="4" p="6" rounded="2xl" bg="white" borderWidth="1px" borderColor="border.muted">
              <HStack gap="3">
                <Box color="brand.fg" bg="brand.subtle" p="2.5" rounded="lg">
                  <Icon name={card.icon} size={22} />
                </Box>
                <Heading as="h3" size="lg">
                  {card.title}
                </Heading>
              </HStack>
              <Text color="fg.muted">{card.description}</Text>
              <Box>
                <Heading as="h4" size="sm" mb="2">
                  Features
                </Heading>
                <CheckList items={card.features} />
              </Box>
              <Box flex="1">
                <Heading as="h4" size="sm" mb="2">
                  Results
                </Heading>
                <Stack as="ul" gap="1" listStyle="none" p="0" m="0">
                  {card.results.map((result) => (
                    <HStack as="li" key={result} gap="2" color="brand.fg" fontWeight="semibold">
                      <Icon name="trendingUp" size={18} />
                      <Text>{result}</Text>
                    </HStack>
                  ))}
                </Stack>
              </Box>
              <LinkButton asChild variant="outline" colorPalette="brand" minH="11">
                <Link to={card.href ?? paths.contact}>{card.href ? "Learn More" : "Talk to an Expert"}</Link>
              </LinkButton>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}
