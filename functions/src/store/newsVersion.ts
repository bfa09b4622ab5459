import type { Firestore } from "firebase-admin/firestore";
import { bumpVersion, type Writer } from "./versionToken.js";

/**
 * `meta/news` names the current state of the published news (store/versionToken.ts): every news
 * write (create, update, delete, import, seed) replaces its token in the same commit, so the news
 * pages, the RSS feed and the sitemap, served from memory under it (store/publishedNews.ts), show
 * a published or withdrawn article at once. This marks the news changed, in the same commit as the change.
 */
export function bumpNewsVersion(store: Firestore, writer: Writer): void {
  bumpVersion(store, writer, "news");
}
