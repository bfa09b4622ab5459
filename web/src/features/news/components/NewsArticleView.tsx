import { Badge, Box, Container, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { PublicNews } from "@lorawan/contracts/news";
import { AppLink } from "~/components/AppLink";
import { LazyImage } from "~/components/LazyImage";
import { paths } from "@lorawan/contracts/paths";
import { formatNewsDate } from "../lib/articleText";
import { ArticleText } from "./ArticleText";

function BackToNews() {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
      <AppLink to={paths.news}>← All news</AppLink>
    </ChakraLink>
  );
}

/** /news/{slug}: a published article. */
export function NewsArticleView({ article }: { article: PublicNews }) {
  return (
    <Container as="article" maxW="3xl" py={{ base: "6", md: "10" }}>
      <BackToNews />
      <Stack gap="4" mt="4" mb="8">
        <HStack gap="3" wrap="wrap" fontSize="sm">
          <Badge colorPalette="brand" variant="subtle" size="lg">
            {article.category}
          </Badge>
          <Text asChild color="fg.muted">
            <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt)}</time>
          </Text>
        </HStack>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} letterSpacing="tight">
          {article.title}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          {article.excerpt}
        </Text>
      </Stack>
      {article.featuredImage && (
        <Box mb="8">
          <LazyImage file={article.featuredImage} alt="" width={1200} height={630} priority rounded="lg" />
        </Box>
      )}
      <ArticleText content={article.content} />
      <Box mt="10">
        <BackToNews />
      </Box>
    </Container>
  );
}
