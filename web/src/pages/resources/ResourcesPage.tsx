import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { blogTeasers, caseStudies, communityAndSupport, developerTools, documentation, tutorials, webinars } from "~/content/resources";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";

export const meta = () =>
  seo({
    title: "Resources | Documentation, tutorials and webinars",
    description: "Documentation, developer tools, tutorials, case studies, blog articles, webinars and community support for building with LoRaWAN sensors.",
    path: paths.resources,
  });

const card = { p: "6", rounded: "xl", bg: "white", borderWidth: "1px", borderColor: "border.muted" } as const;

export default function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow="Resources" title="Everything you need to build with LoRaWAN" lead="Guides, tools and people to help you from first sensor to full deployment." />
      <Section title="Documentation" tone="muted">
        <FeatureGrid items={documentation} columns={4} />
      </Section>
      <Section title="Developer tools">
        <FeatureGrid items={developerTools} columns={4} />
      </Section>
      <Section title="Tutorials" tone="muted">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {tutorials.map((t) => (
            <Stack key={t.title} {...card} gap="3">
              <HStack gap="2">
                <Badge colorPalette="brand">{t.level}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {t.duration}
                </Text>
              </HStack>
              <Heading as="h3" size="md">
                {t.title}
              </Heading>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Case studies">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {caseStudies.map((c) => (
            <Stack key={c.company} {...card} gap="2">
              <Text fontSize="sm" color="brand.fg" fontWeight="semibold">
                {c.industry}
              </Text>
              <Heading as="h3" size="md">
                {c.company}
              </Heading>
              <Text color="fg.muted">{c.result}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="From the blog" tone="muted">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {blogTeasers.map((b) => (
            <Stack key={b.title} as="article" {...card} gap="2">
              <Text fontSize="sm" color="fg.muted">
                {b.date}
              </Text>
              <Heading as="h3" size="md">
                {b.title}
              </Heading>
              <Text color="fg.muted">{b.excerpt}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Webinars">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {webinars.map((w) => (
            <Stack key={w.title} {...card} gap="3">
              <Badge alignSelf="start" colorPalette={w.type === "Upcoming" ? "brand" : "gray"}>
                {w.type}
              </Badge>
              <Heading as="h3" size="md" flex="1">
                {w.title}
              </Heading>
              <HStack gap="2" color="fg.muted" fontSize="sm">
                <Icon name="clock" size={16} />
                <Text>{w.type === "Upcoming" && w.date ? `${w.date} · ${w.duration}` : w.duration}</Text>
              </HStack>
              {/* Spec 2.6 gives these buttons no target: registration and recordings are requested through sales. */}
              <Button asChild colorPalette="brand" variant={w.type === "Upcoming" ? "solid" : "outline"} minH="11">
                <Link to={paths.contact}>{w.type === "Upcoming" ? "Register" : "Watch Now"}</Link>
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Community and support" tone="muted">
        <FeatureGrid items={communityAndSupport} columns={3} />
        <Box mt="8">
          <Button asChild colorPalette="brand" minH="11">
            <Link to={paths.contact}>Contact Support</Link>
          </Button>
        </Box>
      </Section>
    </>
  );
}
