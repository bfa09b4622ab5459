// `npm run remove-admin -- --email E [--project ID]`: takes the admin role from an account and ends
// its sessions at once (decision 058). Credentials and the local stack as for create-admin.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const { values } = parseArgs({ options: { email: { type: "string" }, project: { type: "string" } } });

const argsSchema = z.object({
  email: z.email({ error: "--email must be an email address" }),
  project: z.string({ error: "--project (or GCLOUD_PROJECT, or .firebaserc) is required" }).min(1),
});

const rc = JSON.parse(readFileSync(join(import.meta.dirname, "..", ".firebaserc"), "utf8")) as {
  projects?: { default?: string };
};
const parsed = argsSchema.safeParse({ ...values, project: values.project ?? process.env.GCLOUD_PROJECT ?? rc.projects?.default });
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  console.error("Usage: npm run remove-admin -- --email E [--project ID]");
  process.exit(2);
}
const { removeAdmin } = await import("./lib/admin.ts");
const uid = await removeAdmin(parsed.data.project, parsed.data.email);
if (!uid) {
  console.error(`There is no account ${parsed.data.email} in ${parsed.data.project}.`);
  process.exit(1);
}
console.log(`${parsed.data.email} (${uid}) is no longer an admin of ${parsed.data.project}; its sessions are ended.`);
process.exit(0);
