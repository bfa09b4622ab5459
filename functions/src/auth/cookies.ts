import type { Request, Response } from "express";
import { config } from "../config.js";

/** Hosting forwards only the cookie named __session to the function. */
export const sessionCookieName = "__session";

/** Five days: the session cookie's lifetime (Firebase allows 5 minutes to 2 weeks). */
export const sessionLifetimeMs = 5 * 24 * 60 * 60 * 1000;

/** The value of one cookie from the Cookie header (no cookie-parser dependency for one cookie). */
export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

const cookieOptions = () => ({
  httpOnly: true,
  // Local emulators serve plain http, where a Secure cookie would never come back.
  secure: !config().isEmulator,
  sameSite: "strict" as const,
  path: "/",
});

export function setSessionCookie(res: Response, value: string) {
  res.cookie(sessionCookieName, value, { ...cookieOptions(), maxAge: sessionLifetimeMs });
}

export function clearSessionCookie(res: Response) {
  res.clearCookie(sessionCookieName, cookieOptions());
}
