import { Router, type Request } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { currentUserOf, verifySession } from "../auth/session.js";
import "@lorawan/contracts/pageLoadContext";
import { toPublicProduct } from "@lorawan/contracts/product";
import { sendText } from "../http/compress.js";
import { productsStore } from "../store/products.js";
import { publishedCatalogue } from "../store/publishedCatalogue.js";
import { publishedNews } from "../store/publishedNews.js";
import { readPageData } from "./pageData.js";

// The web app's pages rendered by React Router's own request handler (decision 021): the
// marketplace, product and news pages, whose route loaders read through the load context
// below, and the not-found page at every unknown path. Hosting serves the prerendered pages as files
// and rewrites every other path here.

/** Whether the request comes from a signed-in admin (the session cookie, revocation checked). */
async function isAdminRequest(req: Request): Promise<boolean> {
  const token = await verifySession(req);
  return token !== null && (await currentUserOf(token)).role === "admin";
}

/**
 * The route loaders' reads: the published catalogue and news, or `unavailable` when the database fails or is
 * slow; lists come from memory while their version is unchanged (decision 006); and for an
 * admin's preview, any product.
 */
const pageLoadContextFor = (req: Request): AppLoadContext => ({
  catalogue: {
    product: (id) =>
      readPageData(async () => {
        const product = await productsStore.getPublished(id);
        return product ? toPublicProduct(product) : null;
      }, `product page ${id}: the product`),
    // From memory while the catalogue's version is unchanged (decision 006): one document read per view.
    published: () => readPageData(async () => (await publishedCatalogue.current()).products, "marketplace page: the catalogue"),
  },
  news: {
    published: () => readPageData(() => publishedNews.current(), "news page: the articles"),
    article: (slug) =>
      readPageData(async () => {
        const { version, articles } = await publishedNews.current();
        return { version, article: articles.find((article) => article.slug === slug) ?? null };
      }, `news article ${slug}`),
  },
  preview: {
    product: async (id) => {
      if (!(await isAdminRequest(req))) return null;
      return readPageData(async () => {
        const product = await productsStore.get(id);
        return product ? { product: toPublicProduct(product), isPublished: product.isPublished, isActive: product.isActive } : null;
      }, `product preview ${id}: the product`);
    },
  },
});

/** The request React Router's handler gets: the page's URL as the visitor asked for it. */
function pageRequest(req: Request): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new globalThis.Request(url, { method: req.method, headers });
}

/** Headers of React Router's answer the Express answer takes over (the body is sent by sendText). */
const passedHeaders = (name: string) => !["content-length", "content-encoding", "content-type"].includes(name.toLowerCase());

/**
 * GET and HEAD of any path outside /api: the page React Router renders for it, with the status and
 * headers its route gives (a product's Cache-Control, 404 for an unknown product or path, 503 while
 * the catalogue cannot be read). HTML goes out gzipped when the caller accepts it: a page carries its
 * critical CSS (~55 KB), a tenth of that compressed.
 */
export function pagesRouter(build: ServerBuild | (() => Promise<ServerBuild>), mode = "production") {
  const handle = createRequestHandler(build, mode);
  const router = Router();
  router.get(/^(?!\/api(\/|$))/, async (req, res, next) => {
    try {
      const response = await handle(pageRequest(req), pageLoadContextFor(req));
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (passedHeaders(name)) res.append(name, value);
      });
      // A page whose route gives an ETag (the news pages' version): a cache holding it gets a 304.
      if (response.status === 200 && res.get("ETag") && req.fresh) {
        res.status(304).end();
        return;
      }
      const body = await response.text();
      if (!body) {
        res.end();
        return;
      }
      sendText(req, res, body, response.headers.get("content-type") ?? "text/html; charset=utf-8");
    } catch (error) {
      next(error);
    }
  });
  return router;
}
