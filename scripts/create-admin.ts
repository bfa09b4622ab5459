// `npm run create-admin -- --email E --password P [--project ID]`: creates or updates an account
// on a real Firebase project (credentials from GOOGLE_APPLICATION_CREDENTIALS or gcloud) and sets
// the admin claim. A `demo-` project (the local stack's) is reached on the local emulators.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, project: { type: "string" } },
});

const argsSchema = z.object({
  email: z.email({ error: "--email must be an email address" }),
  password: z.string({ error: "--password is required" }).min(8, { error: "--password must be at least 8 characters" }),
  project: z.string({ error: "--project (or GCLOUD_PROJECT, or .firebaserc) is required" }).min(1),
});

const rc = JSON.parse(readFileSync(join(import.meta.dirname, "..", ".firebaserc"), "utf8")) as {
  projects?: { default?: string };
};
const parsed = argsSchema.safeParse({
  ...values,
  project: values.project ?? process.env.GCLOUD_PROJECT ?? rc.projects?.default,
});
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run create-admin -- --email E --password P [--project ID]");
  process.exit(2);
}
const { ensureAdmin } = await import("./lib/admin.ts");
const uid = await ensureAdmin(parsed.data.project, parsed.data.email, parsed.data.password);
console.log(`${parsed.data.email} (${uid}) is an admin of ${parsed.data.project}.`);
process.exit(0);
