import { Router } from "express";
import { clearSessionCookie } from "../auth/cookies.js";
import { currentUserOf, revokeSessions, verifySession } from "../auth/session.js";
import { signIn } from "../auth/signIn.js";
import { HttpError, parse } from "../http/errors.js";
import { loginInputSchema } from "@lorawan/contracts/auth";

/** Sign-in, current user and sign-out (ARCHITECTURE.md "Auth"); app.ts marks them no-store. */
export const authRouter = Router();

authRouter.post("/api/auth/login", async (req, res) => {
  res.json(await signIn(req, res, parse(loginInputSchema, req.body)));
});

authRouter.get("/api/auth/user", async (req, res) => {
  const token = await verifySession(req);
  if (!token) throw new HttpError(401, "Not signed in");
  res.json(await currentUserOf(token));
});

authRouter.post("/api/auth/logout", async (req, res) => {
  const token = await verifySession(req);
  if (token) await revokeSessions(token);
  clearSessionCookie(res);
  res.json({ message: "Signed out" });
});
