import { Badge, Card, HStack, LinkOverlay, Text } from "@chakra-ui/react";
import type { PublicNews } from "@lorawan/contracts/news";
import { LazyImage } from "~/components/LazyImage";
import { paths } from "@lorawan/contracts/paths";
import { formatNewsDate } from "../lib/articleText";

export type NewsTeaser = Pick<PublicNews, "slug" | "title" | "excerpt" | "category" | "featuredImage" | "publishedAt">;

/** An article on /news (and the Resources page): its image, category, date, title and excerpt, linking to it. */
export function NewsCard({ article, priority = false, headingLevel = "h2" }: { article: NewsTeaser; priority?: boolean; headingLevel?: "h2" | "h3" }) {
  return (
    <Card.Root as="article" overflow="hidden" h="full" variant="outline" position="relative" _hover={{ shadow: "md" }} transition="box-shadow 0.2s">
      {article.featuredImage && <LazyImage file={article.featuredImage} alt="" width={640} height={360} priority={priority} />}
      <Card.Body gap="2" p="5">
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <Badge colorPalette="brand" variant="subtle">
            {article.category}
          </Badge>
          <Text asChild color="fg.muted">
            <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt)}</time>
          </Text>
        </HStack>
        <Card.Title as={headingLevel} fontSize="lg" lineHeight="short">
          {/* The whole card is the link's target; the heading is its name. */}
          <LinkOverlay href={paths.newsArticle(article.slug)} _hover={{ textDecoration: "underline" }}>
            {article.title}
          </LinkOverlay>
        </Card.Title>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {article.excerpt}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
