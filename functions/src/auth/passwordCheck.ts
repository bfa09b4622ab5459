import { config } from "../config.js";

/**
 * Checks an email and password with Firebase Auth (Identity Toolkit accounts:signInWithPassword,
 * which the Auth emulator serves too). Answers an ID token, or null for wrong credentials.
 */
export async function signInWithPassword(email: string, password: string): Promise<string | null> {
  const { FIREBASE_AUTH_EMULATOR_HOST, WEB_API_KEY, isEmulator } = config();
  const apiKey = WEB_API_KEY ?? (isEmulator ? "demo-key" : null);
  if (!apiKey) throw new Error("WEB_API_KEY is not set");
  const base = FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com`
    : "https://identitytoolkit.googleapis.com";
  const response = await fetch(`${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (response.ok && body.idToken) return body.idToken;
  // Identity Toolkit answers 400 with a reason for bad credentials; anything else is our problem.
  if (response.status === 400) return null;
  throw new Error(`Identity Toolkit answered ${response.status}: ${body.error?.message ?? "no reason"}`);
}
