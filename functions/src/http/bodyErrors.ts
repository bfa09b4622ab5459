/** A refusal safe to show the caller: the status and `{message}` of the API's error format. */
export interface BodyRefusal {
  status: number;
  message: string;
}

/**
 * What a body-parser error means for the caller, or null when `err` is not one. body-parser marks
 * its errors with a 4xx `status`, `expose` and a `type` (a decompression failure keeps zlib's
 * `errno` instead). The same errors come from our own JSON parser, from the Functions runtime's
 * parsers (which run before our code) and from the local edge, which runs the Functions emulator's
 * parsers in front of it (decision 020), so all three answer alike.
 */
export function bodyParserRefusal(err: unknown): BodyRefusal | null {
  if (typeof err !== "object" || err === null || !("status" in err) || !("expose" in err) || err.expose !== true) return null;
  const status = Number(err.status);
  if (!(status >= 400 && status < 500)) return null;
  switch ("type" in err ? err.type : undefined) {
    case "entity.parse.failed":
      return { status: 400, message: isJsonScalar(err) ? "The request body must be a JSON object" : "Malformed JSON body" };
    case "entity.too.large":
      return { status: 413, message: "Request body too large" };
    case "parameters.too.many":
      return { status: 413, message: "Too many form fields (at most 1000)" };
    case "encoding.unsupported":
      return { status: 415, message: "Unsupported Content-Encoding: send the body uncompressed, or gzip or deflate it" };
    case "charset.unsupported":
      return { status: 415, message: unsupportedCharsetMessage };
    case "request.aborted":
    case "request.size.invalid":
      return { status: 400, message: "The request body ended before its Content-Length" };
  }
  if ("errno" in err) return { status: 400, message: "The request body could not be decoded: it does not match its Content-Encoding" };
  return null;
}

const unsupportedCharsetMessage = "Unsupported charset: send UTF-8";

/**
 * A JSON body's Content-Type names UTF-8 (in any case) or no charset (JSON is UTF-8, RFC 8259 8.1);
 * any other charset is a 415 refusal. body-parser refuses only charsets not starting "utf-": it
 * decodes UTF-16 and UTF-32, and then either fails to parse or hands over text that is not UTF-8
 * on the wire, which answered 400 instead of naming the cause (issue 47).
 */
export function jsonCharsetRefusal(contentType: string | undefined): BodyRefusal | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  if (charset === undefined || charset === "utf-8" || charset === "utf8") return null;
  return { status: 415, message: unsupportedCharsetMessage };
}

/**
 * body-parser's strict mode refuses any JSON but an object or an array (`null`, `"x"`, `42`) as a
 * parse failure, before our schemas see it; the error keeps the text it refused.
 */
function isJsonScalar(err: object): boolean {
  const body = "body" in err && typeof err.body === "string" ? err.body.trim() : "";
  if (body === "" || body.startsWith("{") || body.startsWith("[")) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** A UTF-16 surrogate not paired with its other half: JSON can spell one (`"\ud800"`), UTF-8 cannot. */
const loneSurrogate = /\p{Cs}/u;

export const notJsonMessage = "Send the request body as JSON, with Content-Type: application/json";

export const notUtf8Message = "The request body is not valid UTF-8 text";

export const malformedTextMessage = "The request body is not valid Unicode text: it holds half of a surrogate pair (such as \\ud800) alone";

/**
 * True when every string in `value`, keys included, is well-formed Unicode text. A loop, not
 * recursion: a 1 MB body can nest arrays deeper than the call stack goes.
 */
export function isWellFormedText(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (loneSurrogate.test(item)) return false;
    } else if (ArrayBuffer.isView(item)) {
      // Bytes (the Functions runtime's raw parser makes every other body a Buffer) hold no text:
      // walked as an object, a 10 MB upload was 10 million entries, a minute of the function's CPU.
      continue;
    } else if (Array.isArray(item)) {
      for (const child of item as unknown[]) pending.push(child);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (loneSurrogate.test(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
