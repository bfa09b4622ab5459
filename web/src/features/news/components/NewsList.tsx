import { Box, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { newsCopy, type PublicNews } from "@lorawan/contracts/news";
import { AppLink } from "~/components/AppLink";
import { paths } from "@lorawan/contracts/paths";
import { newsPagePath } from "../lib/newsMeta";
import { NewsCard } from "./NewsCard";
import { LinkButton } from "~/components/LinkButton";

export interface NewsListProps {
  /** This page's articles, newest first; null when they could not be read. */
  articles: PublicNews[] | null;
  page: number;
  pageCount: number;
}

/** /news: the published articles, newest first, a page at a time. */
export function NewsList({ articles, page, pageCount }: NewsListProps) {
  return (
    <>
      <Box as="section" bg="ink.900" color="white" py={{ base: "12", md: "16" }}>
        <Container maxW="7xl">
          <Stack gap="4" maxW="3xl">
            <Heading as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
              {newsCopy.title}
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="ink.500">
              {newsCopy.description}
            </Text>
            <Text fontSize="sm">
              {/* Spec 2.2: a touch target is at least 44 px tall, a line of small text 20. */}
              <Box asChild display="inline-flex" alignItems="center" minH="11">
                <a href={paths.newsFeed}>Subscribe with RSS</a>
              </Box>
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        {articles === null ? (
          <Stack gap="2" role="alert" textAlign="center" py="12">
            <Heading as="h2" size="lg">
              News could not be loaded
            </Heading>
            <Text color="fg.muted">Please try again in a moment.</Text>
          </Stack>
        ) : articles.length === 0 ? (
          <Stack gap="2" textAlign="center" py="12">
            <Heading as="h2" size="lg">
              No news yet
            </Heading>
            <Text color="fg.muted">Check back soon for product launches and case studies.</Text>
          </Stack>
        ) : (
          <Stack gap="10">
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {articles.map((article, index) => (
                <li key={article.id}>
                  <NewsCard article={article} priority={index < 3} />
                </li>
              ))}
            </SimpleGrid>
            {pageCount > 1 && <NewsPager page={page} pageCount={pageCount} />}
          </Stack>
        )}
      </Container>
    </>
  );
}

function NewsPager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <HStack as="nav" aria-label="News pages" justify="space-between" gap="4" wrap="wrap">
      {page > 1 ? (
        <LinkButton asChild variant="outline" minH="11">
          <AppLink to={newsPagePath(page - 1)} rel="prev">
            ← Newer articles
          </AppLink>
        </LinkButton>
      ) : (
        <span />
      )}
      <Text color="fg.muted" fontSize="sm">
        {`Page ${page} of ${pageCount}`}
      </Text>
      {page < pageCount ? (
        <LinkButton asChild variant="outline" minH="11">
          <AppLink to={newsPagePath(page + 1)} rel="next">
            Older articles →
          </AppLink>
        </LinkButton>
      ) : (
        <span />
      )}
    </HStack>
  );
}
