import { Router } from "express";
import { clearSessionCookie, setSessionCookie } from "../auth/cookies.js";
import { assertNotThrottled, clearLoginFailures, recordLoginFailure } from "../auth/loginThrottle.js";
import { signInWithPassword } from "../auth/passwordCheck.js";
import { createSession, currentUserOf, revokeSessions, verifySession } from "../auth/session.js";
import { auth } from "../firebase.js";
import { HttpError, parse } from "../http/errors.js";
import { loginInputSchema, type CurrentUser } from "../schema/auth.js";

/** Sign-in, current user and sign-out (ARCHITECTURE.md "Auth"); app.ts marks them no-store. */
export const authRouter = Router();

const invalidCredentials = () => new HttpError(401, "Invalid username or password");

authRouter.post("/api/auth/login", async (req, res) => {
  const { username, password } = parse(loginInputSchema, req.body);
  const address = req.ip ?? "unknown";
  await assertNotThrottled(username, address);
  const idToken = await signInWithPassword(username, password);
  if (!idToken) {
    await recordLoginFailure(username, address);
    throw invalidCredentials();
  }
  await clearLoginFailures(username);
  const session = await createSession(idToken);
  const token = await auth().verifySessionCookie(session);
  const user: CurrentUser = await currentUserOf(token);
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
  if (token) await revokeSessions(token.uid);
  clearSessionCookie(res);
  res.json({ message: "Signed out" });
});
