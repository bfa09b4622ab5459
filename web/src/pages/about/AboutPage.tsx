import { Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { aboutHero, aboutStats, globalPresence, missionVision, recognition, values } from "~/content/about";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import { StatGrid } from "../marketing/components/StatGrid";
import { ExploreLinks } from "./ExploreLinks";
import { LinkButton } from "~/components/LinkButton";

export const meta = () =>
  seo({
    title: "About Us | LoRaWAN Sensors",
    description: "We build industrial LoRaWAN sensors and the platform behind them: 10M+ devices in 150+ countries, a 99.99% uptime SLA and 500+ enterprise customers.",
    path: paths.about,
  });

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About Us" title={aboutHero.title} lead={aboutHero.lead} />
      <Section title="By the numbers" tone="muted">
        <StatGrid items={aboutStats} />
      </Section>
      <Section title="Mission and vision">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {missionVision.map((item) => (
            <Stack key={item.title} gap="3" p="8" rounded="2xl" bg="ink.50">
              <Box color="brand.fg">
                <Icon name={item.icon} size={28} />
              </Box>
              <Heading as="h3" size="xl">
                {item.title}
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                {item.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Recognition and global presence" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Stack gap="4" p="6" rounded="2xl" bg="white" borderWidth="1px" borderColor="border.muted">
            <HStack color="brand.fg">
              <Icon name="award" />
              <Heading as="h3" size="lg" color="fg">
                Recognition
              </Heading>
            </HStack>
            {recognition.map((item) => (
              <Box key={item.title}>
                <Text fontWeight="semibold">{item.title}</Text>
                <Text color="fg.muted">{item.text}</Text>
              </Box>
            ))}
          </Stack>
          <Stack gap="4" p="6" rounded="2xl" bg="white" borderWidth="1px" borderColor="border.muted">
            <HStack color="brand.fg">
              <Icon name="globe" />
              <Heading as="h3" size="lg" color="fg">
                Global presence
              </Heading>
            </HStack>
            {globalPresence.map((item) => (
              <Box key={item.region}>
                <Text fontWeight="semibold">{item.region}</Text>
                <Text color="fg.muted">{item.text}</Text>
              </Box>
            ))}
          </Stack>
        </SimpleGrid>
      </Section>
      <Section title="Our values">
        <FeatureGrid items={values.map((v) => ({ title: v.title, description: v.text, icon: v.icon }))} columns={4} />
      </Section>
      <Section title="Explore LoRaWAN Sensors" tone="muted">
        <ExploreLinks />
      </Section>
      <Section tone="dark" title="Build with us" lead="Talk to our team about your deployment, or see what it costs.">
        <HStack gap="3" wrap="wrap">
          <LinkButton asChild colorPalette="brand" size="lg" minH="11">
            <Link to={paths.contact}>Partner With Us</Link>
          </LinkButton>
          <LinkButton asChild variant="outline" size="lg" minH="11" color="white" borderColor="whiteAlpha.600" _hover={{ bg: "whiteAlpha.200" }}>
            <Link to={paths.pricing}>View Pricing</Link>
          </LinkButton>
        </HStack>
      </Section>
    </>
  );
}
