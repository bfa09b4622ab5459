import { data } from "react-router";
import { newsPageSize } from "@lorawan/contracts/news";
import { newsPageHeaders, unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { NewsList, newsListMeta } from "~/features/news";
import { NotFound, notFoundMeta } from "~/pages/errors/NotFound";
import type { Route } from "./+types/NewsPage";

// /news: rendered by the function on each request (decision 021) with the published articles its
// loader reads (from memory while the news version is unchanged, decisions 006 and 040), newest
// first, a page at a time (?page=2). A page past the last, or a page number that is none, is 404.

/** The page the address asks for: 1 without `page`, null when `page` is not a page number. */
function requestedPage(url: URL): number | null {
  const page = url.searchParams.get("page");
  if (page === null) return 1;
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = requestedPage(new URL(request.url));
  const lookup = await context.news.published();
  if ("unavailable" in lookup) {
    return data({ found: true as const, articles: null, page: page ?? 1, pageCount: 1 }, { status: 503, headers: unavailablePageHeaders });
  }
  const { version, articles } = lookup.value;
  const pageCount = Math.max(1, Math.ceil(articles.length / newsPageSize));
  if (page === null || page > pageCount) {
    return data({ found: false as const }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  }
  const shown = articles.slice((page - 1) * newsPageSize, page * newsPageSize);
  return data({ found: true as const, articles: shown, page, pageCount }, { headers: newsPageHeaders(version) });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ data: page }: Route.MetaArgs) => (page?.found ? newsListMeta(page.page) : notFoundMeta());

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return <NewsList articles={loaderData.articles} page={loaderData.page} pageCount={loaderData.pageCount} />;
}
