import { Router } from "express";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies.js";
import { clientAddress } from "../auth/clientAddress.js";
import { startLoginAttempt } from "../auth/loginThrottle.js";
import { signInWithPassword } from "../auth/passwordCheck.js";
import { createSession, currentUserOf, revokeSessions, verifySession } from "../auth/session.js";
import { auth } from "../firebase.js";
import { HttpError, parse } from "../http/errors.js";
import { loginInputSchema, type CurrentUser } from "@lorawan/contracts/auth";

/** Sign-in, current user and sign-out (ARCHITECTURE.md "Auth"); app.ts marks them no-store. */
export const authRouter = Router();

const invalidCredentials = () => new HttpError(401, "Invalid username or password");

authRouter.post("/api/auth/login", async (req, res) => {
  const { username, password } = parse(loginInputSchema, req.body);
  const attempt = await startLoginAttempt(username, clientAddress(req));
  const idToken = await signInWithPassword(username, password).catch(async (error: unknown) => {
    await attempt.abandoned();
    throw error;
  });
  if (!idToken) throw invalidCredentials();
  await attempt.succeeded();
  const session = await createSession(idToken);
  const token = await auth().verifySessionCookie(session);
  const user: CurrentUser = await currentUserOf(token, { signedInNow: true });
  setSessionCookie(res, session);
  res.json(user);
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
