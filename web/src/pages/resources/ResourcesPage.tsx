import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { data, Link } from "react-router";
import { newsPageHeaders } from "@lorawan/contracts/pageLoadContext";
import { AppLink } from "~/components/AppLink";
import { Icon } from "~/components/icons";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { caseStudies, communityAndSupport, developerTools, documentation, tutorials, webinars } from "~/content/resources";
import { NewsCard, newsFeedLink, type NewsTeaser } from "~/features/news";
import { FeatureGrid } from "../marketing/components/FeatureGrid";
import { PageHero } from "../marketing/components/PageHero";
import { Section } from "../marketing/components/Section";
import type { Route } from "./+types/ResourcesPage";
import { LinkButton } from "~/components/LinkButton";

/** Spec 2.6's blog teasers are the latest published articles, each linking to its page. */
const teaserCount = 3;

// /resources is rendered by the function (decision 021): its teasers are the latest news, read from
// memory while the news version is unchanged (decision 040). Without them (no articles, or the
// database not answering) the section links to /news and the page is not cached.
export async function loader({ context }: Route.LoaderArgs) {
  const lookup = await context.news.published();
  if ("unavailable" in lookup) return data({ teasers: [] as NewsTeaser[] }, { headers: { "Cache-Control": "no-store" } });
  const teasers: NewsTeaser[] = lookup.value.articles
    .slice(0, teaserCount)
    .map(({ slug, title, excerpt, category, featuredImage, publishedAt }) => ({ slug, title, excerpt, category, featuredImage, publishedAt }));
  return data({ teasers }, { headers: newsPageHeaders(lookup.value.version) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = () => [
  ...seo({
    title: "Resources | Documentation, tutorials and webinars",
    description: "Documentation, developer tools, tutorials, case studies, blog articles, webinars and community support for building with LoRaWAN sensors.",
    path: paths.resources,
  }),
  newsFeedLink,
];

const card = { p: "6", rounded: "xl", bg: "white", borderWidth: "1px", borderColor: "border.muted" } as const;

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
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
        <Stack gap="6">
          {loaderData.teasers.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
              {loaderData.teasers.map((article) => (
                <li key={article.slug}>
                  <NewsCard article={article} headingLevel="h3" />
                </li>
              ))}
            </SimpleGrid>
          )}
          <LinkButton asChild alignSelf="start" variant="outline" minH="11">
            <AppLink to={paths.news}>All news</AppLink>
          </LinkButton>
        </Stack>
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
              <LinkButton asChild colorPalette="brand" variant={w.type === "Upcoming" ? "solid" : "outline"} minH="11">
                <Link to={paths.contact}>{w.type === "Upcoming" ? "Register" : "Watch Now"}</Link>
              </LinkButton>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Community and support" tone="muted">
        <FeatureGrid items={communityAndSupport} columns={3} />
        <Box mt="8">
          <LinkButton asChild colorPalette="brand" minH="11">
            <Link to={paths.contact}>Contact Support</Link>
          </LinkButton>
        </Box>
      </Section>
    </>
  );
}
