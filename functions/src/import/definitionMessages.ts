import type { z } from "zod";

/** Why a key every definition has is required, for the admin who meets a file without it. */
const requiredBecause: Record<string, string> = {
  name: "every device definition names its device",
  firmwareVersions: "every device definition lists its firmware versions and the regions of each",
};

function valueAt(document: unknown, path: readonly PropertyKey[]): unknown {
  let value = document;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A validation issue of a device definition as a sentence an admin reads: the field, what is wrong
 * with it and the value found ("dimensions.width cannot be negative (found -5)"), never the
 * validator's own wording. The messages of the definition's schema are written as the end of such
 * a sentence ("must be a number", "cannot be negative").
 */
export function describeIssue(issue: z.core.$ZodIssue, document: unknown): string {
  const field = issue.path.map(String).join(".");
  const found = valueAt(document, issue.path);
  if (found === undefined || found === null) {
    const because = requiredBecause[field];
    return `${field || "The file"} is missing${because ? `: ${because}` : ""}`;
  }
  const shown = typeof found === "object" ? "" : ` (found ${JSON.stringify(found)})`;
  const what = issue.code === "invalid_union" ? "must be text or a number" : issue.message;
  return `${field || "The file"} ${what}${shown}`;
}
