import express, { type Router } from "express";
import { requireAdmin } from "./auth/requireAdmin.js";
import { sameOriginWrites } from "./auth/sameOrigin.js";
import { config } from "./config.js";
import { jsonBodies } from "./http/bodyLimits.js";
import { requestDeadline } from "./http/deadline.js";
import { noStore } from "./http/cache.js";
import { apiSecurityHeaders, sameOriginResources } from "./http/securityHeaders.js";
import { errorHandler, unknownApiPath } from "./http/errors.js";
import { adminActivityRouter } from "./routes/activity.js";
import { adminProductsRouter } from "./routes/adminProducts.js";
import { authRouter } from "./routes/auth.js";
import { adminCategoriesRouter } from "./routes/categories.js";
import { adminDataSyncRouter } from "./routes/dataSync.js";
import { adminDeviceImportRouter } from "./routes/deviceImport.js";
import { healthRouter } from "./routes/health.js";
import { adminHistoryRouter } from "./routes/history.js";
import { imagesRouter } from "./routes/images.js";
import { adminLeadsRouter, leadsRouter } from "./routes/leads.js";
import { adminMediaRouter } from "./routes/media.js";
import { adminNewsRouter } from "./routes/news.js";
import { newsFeedRouter } from "./routes/newsFeed.js";
import { productsRouter } from "./routes/products.js";
import { sitemapRouter } from "./routes/sitemap.js";
import { adminTrashRouter } from "./routes/trash.js";
import { countFirestoreReads } from "./store/readCounter.js";

/**
 * The whole REST contract of spec section 7, and with `pages` (render/pages.ts) the web app's pages
 * that are not prerendered. Hosting rewrites /api/** and every path without a file here and passes
 * the full path, so every router mounts its routes with the /api prefix.
 */
export function createApp({ pages }: { pages?: Router } = {}) {
  const app = express();
  app.disable("x-powered-by");
  // Nothing reads req.ip: the throttles take the caller's address from the X-Forwarded-For entries
  // our own proxies appended (auth/clientAddress.ts, TRUSTED_PROXY_HOPS).
  // `npm run bench` counts Firestore reads per request; on the emulators only.
  if (config().isEmulator) app.use(countFirestoreReads);
  app.use(sameOriginResources);
  app.use("/api", apiSecurityHeaders);
  // An unreachable database answers 503 promptly instead of holding the caller for minutes.
  app.use(requestDeadline);
  app.use(sameOriginWrites);
  // Auth and admin answers are never cached, errors included (set before any body is parsed).
  app.use("/api/auth", noStore);
  // Admin calls are checked before their bodies are read, so anonymous callers cannot make us parse.
  app.use("/api/admin", noStore, requireAdmin);
  app.use(jsonBodies);

  app.use(healthRouter);
  app.use(authRouter);
  app.use(leadsRouter);
  app.use(productsRouter);
  app.use(imagesRouter);
  app.use(sitemapRouter);
  app.use(newsFeedRouter);

  app.use(adminProductsRouter);
  app.use(adminCategoriesRouter);
  app.use(adminNewsRouter);
  app.use(adminMediaRouter);
  app.use(adminDataSyncRouter);
  app.use(adminDeviceImportRouter);
  app.use(adminLeadsRouter);
  app.use(adminHistoryRouter);
  app.use(adminTrashRouter);
  app.use(adminActivityRouter);

  app.use("/api", unknownApiPath);
  if (pages) app.use(pages);
  app.use(unknownApiPath);
  app.use(errorHandler);
  return app;
}
