import type { RequestHandler } from "express";
import { HttpError } from "../http/errors.js";
import type { DecodedIdToken } from "firebase-admin/auth";
import type { CurrentUser } from "@lorawan/contracts/auth";
import type { Actor } from "@lorawan/contracts/history";
import { currentUserOf, verifySession } from "./session.js";

/** The signed-in user, set by requireAdmin for the handlers behind it. */
export const adminOf = (res: { locals: Record<string, unknown> }): CurrentUser => res.locals.user as CurrentUser;

/** Who makes an admin write, as its revisions and the activity log name them (issue 49). */
export const actorOf = (res: { locals: Record<string, unknown> }): Actor => res.locals.actor as Actor;

/** The actor of a verified session: its uid, and the email and display name its token carries. */
export const actorOfToken = (token: DecodedIdToken): Actor => ({
  uid: token.uid,
  email: token.email ?? null,
  name: typeof token.name === "string" ? token.name : null,
});

/** Every /api/admin/* call: 401 without a valid session, 403 for a non-admin. */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  const token = await verifySession(req);
  if (!token) throw new HttpError(401, "Authentication required");
  const user = await currentUserOf(token);
  if (user.role !== "admin") throw new HttpError(403, "Admin privileges required");
  res.locals.user = user;
  res.locals.actor = actorOfToken(token);
  next();
};
