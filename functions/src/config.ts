import { z } from "zod";

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
});

export type Config = z.infer<typeof envSchema> & { isEmulator: boolean; projectId: string };

let cached: Config | null = null;

export function config(): Config {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${bad.join("\n")}`);
  }
  const env = parsed.data;
  cached = {
    ...env,
    isEmulator: env.FUNCTIONS_EMULATOR === "true" || Boolean(env.FIRESTORE_EMULATOR_HOST),
    projectId: env.GCLOUD_PROJECT ?? "demo-lorawan-sensors",
  };
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfig() {
  cached = null;
}
