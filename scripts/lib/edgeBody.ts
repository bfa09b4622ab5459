import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { finished } from "node:stream/promises";
import { fileTooLargeMessage, maxUploadBytes, mediaUploadPath, uploadFramingBytes } from "@lorawan/contracts/media";
import { bodyParserRefusal, jsonCharsetRefusal } from "../../functions/src/http/bodyErrors.ts";
import type { Refusal } from "./requestTarget.ts";

// How the edge reads a request's body before passing it on: as the Functions runtime would, and no
// further than the route's limit (decisions 020 and 065).

type BodyParser = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
interface BodyParserModule {
  json(options: object): BodyParser;
  text(options: object): BodyParser;
  urlencoded(options: object): BodyParser;
  raw(options: object): BodyParser;
}

/**
 * The Functions emulator's runtime parses every body before our function runs
 * (firebase-tools/lib/emulator/functionsEmulatorRuntime.js) and answers what its parsers refuse
 * with Express's HTML error page, stack trace included; our code never sees the request. The edge
 * runs the same parsers first: body-parser as firebase-tools resolves it, with the runtime's
 * options, in the runtime's order (decision 020).
 */
const runtimeLimitBytes = 32 * 1024 * 1024;
const runtimeParsers = (() => {
  const fromRuntime = createRequire(createRequire(import.meta.url).resolve("firebase-tools/lib/emulator/functionsEmulatorRuntime.js"));
  const bodyParser = fromRuntime("body-parser") as BodyParserModule;
  // The runtime's rawBodySaver: with a verify function body-parser reads bytes, then decodes them.
  const options = { limit: runtimeLimitBytes, verify: () => {} };
  return [
    bodyParser.json(options),
    bodyParser.text(options),
    bodyParser.urlencoded({ ...options, extended: true }),
    bodyParser.raw({ ...options, type: "*/*" }),
  ];
})();

/**
 * Each parser in turn, as Express would call them: one that skips the body calls on at once, in the
 * same tick, so the one that reads is listening before the first chunk flows.
 */
function runParsers(req: IncomingMessage, res: ServerResponse, done: (err?: unknown) => void, index = 0) {
  const parse = runtimeParsers[index];
  if (!parse) return done();
  parse(req, res, (err) => (err ? done(err) : runParsers(req, res, done, index + 1)));
}

export const hasBody = (req: IncomingMessage) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

interface BodyLimit extends Refusal {
  maxBytes: number;
}

/**
 * The most a route's body may hold, and the function's answer past it: an upload's file and its
 * multipart framing, or the runtime's 32 MB. The edge refuses a larger body as soon as its
 * Content-Length says so (before the client sends it, when it asked `Expect: 100-continue`) or its
 * bytes pass the limit, instead of reading it whole and passing it on (decision 065).
 */
export function bodyLimitOf(target: string): BodyLimit {
  if (target.split("?", 1)[0] === mediaUploadPath) {
    return { maxBytes: maxUploadBytes + uploadFramingBytes, status: 413, message: fileTooLargeMessage(maxUploadBytes) };
  }
  return { maxBytes: runtimeLimitBytes, status: 413, message: "Request body too large" };
}

export const declaredBytes = (req: IncomingMessage) => Number(req.headers["content-length"] ?? 0);

/**
 * Reads the body as the Functions runtime would: its exact bytes when the runtime's parsers accept
 * it, or the refusal the function's own error handler would have given (`{message}` and status).
 * A body past `limit` is refused the moment it passes it.
 */
export async function readBody(req: IncomingMessage, res: ServerResponse, limit: BodyLimit): Promise<{ bytes: Buffer } | Refusal> {
  // JSON for the API in a charset other than UTF-8 is the function's 415 (functions/src/http/bodyLimits.ts),
  // whatever its bytes: answered before the runtime's parser decodes them into something else.
  const contentType = req.headers["content-type"];
  const charsetRefusal = req.url?.startsWith("/api/") && /^application\/json\b/i.test(contentType ?? "") ? jsonCharsetRefusal(contentType) : null;
  if (charsetRefusal) {
    req.resume();
    return charsetRefusal;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let overLimit: () => void = () => {};
  const tooLarge = new Promise<"tooLarge">((resolve) => (overLimit = () => resolve("tooLarge")));
  // Listening before the parsers do: both see every chunk, so the bytes go on as they came
  // (still compressed, if they were).
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit.maxBytes) overLimit();
    else chunks.push(chunk);
  });
  const parsed = new Promise<unknown>((resolve) => runParsers(req, res, resolve));
  const err = await Promise.race([parsed, tooLarge]);
  if (err === "tooLarge") {
    // Answered now, and the rest read and dropped rather than the connection closed under a client
    // still sending (it would meet a reset, not the answer); a body that never ends is cut after 10 s.
    void parsed.then(() => req.resume());
    const cut = setTimeout(() => req.socket.destroy(), 10_000).unref();
    req.once("end", () => clearTimeout(cut));
    return { status: limit.status, message: limit.message };
  }
  if (err) return bodyParserRefusal(err) ?? { status: 400, message: "The request body could not be read" };
  // A body with no Content-Type is left to the function; read it to its end all the same.
  if (!req.readableEnded) await finished(req);
  return { bytes: Buffer.concat(chunks) };
}
