import { isUtf8 } from "node:buffer";
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { limitFormSubmissions } from "../auth/formRateLimit.js";
import { currentUserOf, verifySession } from "../auth/session.js";
import { signIn } from "../auth/signIn.js";
import { noStore } from "../http/cache.js";
import { notUtf8Message } from "../http/bodyErrors.js";
import { HttpError } from "../http/errors.js";
import "@lorawan/contracts/pageLoadContext";
import { toPublicProduct } from "@lorawan/contracts/product";
import { sendText } from "../http/compress.js";
import { productsStore } from "../store/products.js";
import { publishedCatalogue } from "../store/publishedCatalogue.js";
import { leadsStore } from "../store/leads.js";
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
const pageLoadContextFor = (req: Request, res: Response): AppLoadContext => ({
  catalogue: {
    product: (id) =>
      readPageData(async () => {
        const product = await productsStore.getPublished(id);
        return product ? toPublicProduct(product) : null;
      }, `product page ${id}: the product`),
    // From memory while the catalogue's version is unchanged (decision 006): one document read per view.
    published: () => readPageData(async () => (await publishedCatalogue.current()).products, "home page: the catalogue"),
    entries: () => readPageData(async () => (await publishedCatalogue.current()).entries, "marketplace page: the catalogue"),
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
  leads: {
    requestDemo: (input) =>
      readPageData(async () => {
        const id = await leadsStore.addDemoRequest(input, []);
        // Leads carry personal data: the log has the id only, as for POST /api/demo-request.
        console.info(`demo request ${id} stored (the contact page's form, sent without JavaScript)`);
        return id;
      }, "contact page: the demo request"),
  },
  auth: {
    signIn: async (input) => {
      try {
        await signIn(req, res, input);
        return { signedIn: true };
      } catch (error) {
        // What POST /api/auth/login would answer; anything else goes on to the error handler.
        if (!(error instanceof HttpError)) throw error;
        return { refused: { status: error.status, message: error.message } };
      }
    },
  },
});

/**
 * The request React Router's handler gets: the page's URL as the visitor asked for it, and a form's
 * fields. A form comes with its page's Origin, which sameOriginWrites (app.ts) has found to be one of
 * the site's public origins: it is the URL's origin too. Behind Hosting the Host is the function's,
 * and React Router refuses an action whose Origin is not its request's (a 400 "Bad Request").
 */
function pageRequest(req: Request, form?: string): globalThis.Request {
  const origin = form !== undefined ? req.get("origin") : undefined;
  const url = new URL(req.originalUrl, origin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new globalThis.Request(url, { method: req.method, headers, body: form });
}

/**
 * The paths a page's form sends to without JavaScript (decision 085), each answered by its route's
 * action, with what comes first: the contact form, counted with the API's forms per client address;
 * the admin's sign-in, never cached (the login throttle is in signIn). Not /api: the API takes JSON
 * only (decision 059).
 */
const formPaths: Record<string, RequestHandler[]> = {
  "/contact/send": [limitFormSubmissions],
  "/sign-in": [noStore],
};

/** A form's fields are a few KB of text (the longest, the project details, 5,000 characters). */
const formLimitBytes = 64 * 1024;
const formType = "application/x-www-form-urlencoded";
const readForm = express.text({ type: formType, limit: formLimitBytes });

/**
 * A form's body as sent, checked: URL-encoded fields (415 for anything else), at most formLimitBytes
 * (413), UTF-8 (400). Cloud Functions (and their emulator) have parsed it already and kept `rawBody`;
 * elsewhere (npm run dev, the API tests) express.text reads it.
 */
function formBody(req: Request): string {
  if (!req.is(formType)) throw new HttpError(415, "The form must be sent as application/x-www-form-urlencoded");
  const raw = (req as { rawBody?: Buffer }).rawBody ?? (typeof req.body === "string" ? Buffer.from(req.body) : Buffer.alloc(0));
  if (raw.length > formLimitBytes) throw new HttpError(413, "Request body too large");
  if (!isUtf8(raw)) throw new HttpError(400, notUtf8Message);
  return raw.toString("utf8");
}

/** Headers of React Router's answer the Express answer takes over (the body is sent by sendText). */
const passedHeaders = (name: string) => !["content-length", "content-encoding", "content-type"].includes(name.toLowerCase());

/**
 * GET and HEAD of any path outside /api, and POST of a page's form (formPaths): the page React
 * Router renders for it, with the status and headers its route gives (a product's Cache-Control,
 * 404 for an unknown product or path, 503 while the catalogue cannot be read). HTML goes out gzipped when the caller accepts it: a page carries its
 * critical CSS (~55 KB), a tenth of that compressed.
 */
export function pagesRouter(build: ServerBuild | (() => Promise<ServerBuild>), mode = "production") {
  const handle = createRequestHandler(build, mode);
  const answer = async (req: Request, res: Response, next: NextFunction, form?: string) => {
    try {
      const response = await handle(pageRequest(req, form), pageLoadContextFor(req, res));
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
  };
  const router = Router();
  router.get(/^(?!\/api(\/|$))/, (req, res, next) => answer(req, res, next));
  // Same origin only, as every write (app.ts). A body formBody refuses throws before the answer
  // starts, and Express hands that to the error handler.
  for (const [path, first] of Object.entries(formPaths)) router.post(path, ...first, readForm, (req, res, next) => answer(req, res, next, formBody(req)));
  return router;
}
