import { errorSchema } from "@lorawan/contracts/common";
import type { z } from "zod";
import { ApiError } from "~/lib/api";

/**
 * Why a save was refused, in the words the admin should read: the server's message (spec 8's
 * "status: text" is for developers), each field's own reason keyed by the field's path, and for a
 * write based on an older version (409 with `current`, decision 030) the record as it is now.
 */
export interface Refusal {
  reason: string;
  fieldErrors: Record<string, string>;
  /** The stored record when the save was based on an older version of it. */
  current?: unknown;
  /** The session ended (401): the admin signs in again and nothing typed is lost. */
  sessionEnded: boolean;
}

export const sessionEndedReason = "Your session has ended. Sign in again to continue; what you typed is kept.";
const offlineReason = "The server could not be reached. Check the connection and try again; what you typed is kept.";

/**
 * Said at once when an action that needs the server (upload, delete, publish, bulk changes, import,
 * export) is pressed offline: only saves of a form are queued (decision 031).
 */
export const offlineActionReason = "You are offline. This needs the connection, so nothing was sent or queued; try again once you are back online.";

/** Field errors from zod issues or the API's `issues`: the first message per path wins. */
export function fieldErrorsOf(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path : issue.path.map(String).join(".");
    // A nested path (specifications.Range) belongs to its field (specifications).
    const field = path.split(".")[0] ?? "";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The reason to show: the first field's reason when the message is the generic "Invalid request". */
function reasonOf(message: string, fieldErrors: Record<string, string>): string {
  const first = Object.values(fieldErrors)[0];
  return message === "Invalid request" && first ? first : message;
}

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { reason: navigator.onLine ? offlineReason : offlineActionReason, fieldErrors: {}, sessionEnded: false };
  if (error.status === 401) return { reason: sessionEndedReason, fieldErrors: {}, sessionEnded: true };
  const parsed = errorSchema.safeParse(error.body);
  if (!parsed.success) return { reason: `The server answered ${error.status}. Please try again.`, fieldErrors: {}, sessionEnded: false };
  const fieldErrors = fieldErrorsOf(parsed.data.issues ?? []);
  const current = typeof error.body === "object" && error.body !== null && "current" in error.body ? error.body.current : undefined;
  return { reason: reasonOf(parsed.data.message, fieldErrors), fieldErrors, current, sessionEnded: false };
}

/** The same check the server makes (one zod schema, both sides), before anything is sent. */
export function localRefusal<S extends z.ZodType>(schema: S, body: unknown): Refusal | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  return { reason: reasonOf("Invalid request", fieldErrors), fieldErrors, sessionEnded: false };
}
