// The news feature's public surface: the public news pages and the Resources page's teasers.
export { NewsArticleView } from "./components/NewsArticleView";
export { NewsCard, type NewsTeaser } from "./components/NewsCard";
export { NewsList } from "./components/NewsList";
export { newsArticleMeta, newsFeedLink, newsListMeta } from "./lib/newsMeta";
