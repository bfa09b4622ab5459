import type { RequestHandler } from "express";
import { HttpError } from "../http/errors.js";
import type { CurrentUser } from "@lorawan/contracts/auth";
import { currentUserOf, verifySession } from "./session.js";

/** The signed-in user, set by requireAdmin for the handlers behind it. */
export const adminOf = (res: { locals: Record<string, unknown> }): CurrentUser => res.locals.user as CurrentUser;

/** Every /api/admin/* call: 401 without a valid session, 403 for a non-admin. */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  const token = await verifySession(req);
  if (!token) throw new HttpError(401, "Authentication required");
  const user = await currentUserOf(token);
  if (user.role !== "admin") throw new HttpError(403, "Admin privileges required");
  res.locals.user = user;
  next();
};
