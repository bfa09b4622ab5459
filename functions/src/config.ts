import { z } from "zod";
import { parseSiteUrl } from "@lorawan/contracts/siteUrl";

// Configuration is read once, at start-up, and fails with the list of bad variables.
const envSchema = z.object({
  GCLOUD_PROJECT: z.string().min(1).optional(),
  FUNCTIONS_EMULATOR: z.enum(["true", "false"]).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  /** Local folder for media bytes; when unset, Cloud Storage (or its emulator) is used. */
  BLOB_DIR: z.string().min(1).optional(),
  STORAGE_BUCKET: z.string().min(1).optional(),
  /** Web API key for Identity Toolkit password checks; any value works against the Auth emulator. */
  WEB_API_KEY: z.string().min(1).optional(),
  /**
   * Public site origin(s), comma separated, e.g. https://sensors.example.com: the only origins
   * whose browsers may send state-changing calls. Unset, the origin of SITE_URL.
   */
  PUBLIC_ORIGIN: z.string().optional(),
  /**
   * How many X-Forwarded-For entries, counted from the right, our own proxies appended. Production:
   * 2 (Hosting's CDN appends the client, Cloud Run's front end the CDN). The local stack: 0 (the
   * edge, the Hosting emulator and the Functions emulator pass the header on unchanged).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /** Submissions of the public forms one client address may make per 10 minutes, or "off". */
  FORM_RATE_LIMIT: z.union([z.literal("off"), z.coerce.number().int().positive()]).optional(),
  /** The site's public URL for canonical links, sitemap and robots.txt (shared with the web build). */
  SITE_URL: z.string().optional(),
  /** How long a request may take before it is answered 503 (the database is likely unreachable). */
  REQUEST_DEADLINE_MS: z.coerce.number().int().positive().optional(),
});

export type Config = z.infer<typeof envSchema> & {
  isEmulator: boolean;
  projectId: string;
  /** SITE_URL parsed as the web build parses it: no trailing slash, the local stack by default. */
  siteUrl: string;
  /** REQUEST_DEADLINE_MS, 20 s by default. */
  requestDeadlineMs: number;
  /** PUBLIC_ORIGIN parsed (scheme, host and port), or SITE_URL's origin. */
  publicOrigins: string[];
  /** TRUSTED_PROXY_HOPS, by default 0 in the Functions emulator and 2 anywhere else. */
  trustedProxyHops: number;
  /** FORM_RATE_LIMIT: 5 by default; null when "off". */
  formSubmissionsPer10Minutes: number | null;
};

/** Each entry must be an http(s) origin and nothing more: no path, query or credentials. */
function parseOrigins(list: string, bad: string[]): string[] {
  const origins: string[] = [];
  const entries = list.split(",").map((item) => item.trim());
  for (const entry of entries.filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const originOnly = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !originOnly || (url.protocol !== "http:" && url.protocol !== "https:")) {
      bad.push(`PUBLIC_ORIGIN: "${entry}" is not an origin such as https://sensors.example.com`);
    } else {
      origins.push(url.origin);
    }
  }
  return origins;
}

let cached: Config | null = null;

export function config(): Config {
  if (cached) return cached;
  // SITE_URL is named on its own so the bundler can bake in the value set at build time
  // (functions/build.mjs), the same one the web build used.
  const parsed = envSchema.safeParse({ ...process.env, SITE_URL: process.env.SITE_URL });
  const bad = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  let siteUrl = "";
  try {
    siteUrl = parseSiteUrl(parsed.data?.SITE_URL);
  } catch (error) {
    bad.push(`SITE_URL: ${(error as Error).message}`);
  }
  const publicOrigins = parseOrigins(parsed.data?.PUBLIC_ORIGIN ?? "", bad);
  if (!parsed.success || bad.length > 0) throw new Error(`Invalid environment:\n${bad.join("\n")}`);
  const env = parsed.data;
  cached = {
    ...env,
    siteUrl,
    isEmulator: env.FUNCTIONS_EMULATOR === "true" || Boolean(env.FIRESTORE_EMULATOR_HOST),
    projectId: env.GCLOUD_PROJECT ?? "demo-lorawan-sensors",
    // Below the function's 60 s timeout, above any healthy call (an import of a large file included).
    requestDeadlineMs: env.REQUEST_DEADLINE_MS ?? 20_000,
    publicOrigins: publicOrigins.length > 0 ? publicOrigins : [new URL(siteUrl).origin],
    trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? (env.FUNCTIONS_EMULATOR === "true" ? 0 : 2),
    // A person sends a form once or twice; 5 stops a script storing hundreds from one address.
    formSubmissionsPer10Minutes: env.FORM_RATE_LIMIT === "off" ? null : (env.FORM_RATE_LIMIT ?? 5),
  };
  return cached;
}

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set the Admin SDK accepts unsigned tokens (a cookie claiming
 * `role: admin` with `alg: none` would pass), so the function refuses to start with it anywhere but
 * in the Functions emulator. Scripts (seed, create-admin) may use it: they are not the function.
 */
export function refuseUnsignedTokensOutsideEmulator(env: NodeJS.ProcessEnv = process.env) {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.FUNCTIONS_EMULATOR !== "true") {
    throw new Error(
      "FIREBASE_AUTH_EMULATOR_HOST is set outside the Functions emulator: the Admin SDK would accept unsigned " +
        "session cookies. Unset it; it belongs to the local stack only.",
    );
  }
}

/** For tests that change the environment between cases. */
export function resetConfig() {
  cached = null;
}
