import { z } from "zod";
import { parseSiteUrl } from "../../web/src/config/siteUrl.js";

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
  /** Public site origin(s), comma separated, e.g. https://sensors.example.com */
  PUBLIC_ORIGIN: z.string().optional(),
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
};

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
  if (!parsed.success || bad.length > 0) throw new Error(`Invalid environment:\n${bad.join("\n")}`);
  const env = parsed.data;
  cached = {
    ...env,
    siteUrl,
    isEmulator: env.FUNCTIONS_EMULATOR === "true" || Boolean(env.FIRESTORE_EMULATOR_HOST),
    projectId: env.GCLOUD_PROJECT ?? "demo-lorawan-sensors",
    // Below the function's 60 s timeout, above any healthy call (an import of a large file included).
    requestDeadlineMs: env.REQUEST_DEADLINE_MS ?? 20_000,
  };
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfig() {
  cached = null;
}
