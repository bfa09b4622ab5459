import { Container, Heading, Text } from "@chakra-ui/react";
import { data } from "react-router";
import { newsPageHeaders, unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { NewsArticleView, newsArticleMeta } from "~/features/news";
import { NotFound, notFoundMeta } from "~/pages/errors/NotFound";
import type { Route } from "./+types/NewsArticlePage";

// /news/{slug}: rendered by the function on each request (decision 021) with the published article
// its loader reads (from memory while the news version is unchanged, decision 040). A draft or an
// unknown slug is the not-found page, with status 404.

export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup = await context.news.article(params.slug);
  if ("unavailable" in lookup) {
    return data({ state: "unavailable" as const }, { status: 503, headers: unavailablePageHeaders });
  }
  const { version, article } = lookup.value;
  if (!article) return data({ state: "missing" as const }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return data({ state: "found" as const, article }, { headers: newsPageHeaders(version) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ data: page, params }: Route.MetaArgs) => {
  if (page?.state === "found") return newsArticleMeta(page.article);
  if (page?.state === "unavailable") return seo({ title: "News unavailable", description: "This article could not be loaded. Please try again in a moment.", path: paths.newsArticle(params.slug), noindex: true });
  return notFoundMeta();
};

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "found") return <NewsArticleView article={loaderData.article} />;
  if (loaderData.state === "missing") return <NotFound />;
  return (
    <Container maxW="2xl" py="24" textAlign="center" role="alert">
      <Heading as="h1" size="2xl" mb="4">
        This article could not be loaded
      </Heading>
      <Text color="fg.muted">Please try again in a moment.</Text>
    </Container>
  );
}
