import type { Request } from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "../config.js";
import { HttpError } from "../http/errors.js";
import { sameOriginWrites } from "./sameOrigin.js";

beforeEach(() => {
  vi.stubEnv("PUBLIC_ORIGIN", "http://127.0.0.1:5000,https://sensors.example.com");
  resetConfig();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

/** What sameOriginWrites passes on to next(): undefined to go on, or the error. */
function verdict(method: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  let passed: unknown = "not called";
  sameOriginWrites(req, {} as never, (error?: unknown) => (passed = error));
  return passed;
}

const refused = (value: unknown) => value instanceof HttpError && value.status === 403;

describe("sameOriginWrites", () => {
  it("lets writes from the configured origins through, scheme, host and port alike", () => {
    expect(verdict("POST", { Origin: "http://127.0.0.1:5000" })).toBeUndefined();
    expect(verdict("DELETE", { Origin: "https://sensors.example.com" })).toBeUndefined();
    expect(verdict("PUT", { Origin: "https://sensors.example.com:443" })).toBeUndefined();
  });

  it("refuses another scheme or port of a configured host", () => {
    expect(refused(verdict("POST", { Origin: "https://127.0.0.1:5000" }))).toBe(true);
    expect(refused(verdict("POST", { Origin: "http://127.0.0.1:5001" }))).toBe(true);
    expect(refused(verdict("POST", { Origin: "http://sensors.example.com" }))).toBe(true);
  });

  it("does not take the caller's Host or X-Forwarded-Host as the site", () => {
    expect(refused(verdict("POST", { Origin: "http://evil.example", "X-Forwarded-Host": "evil.example" }))).toBe(true);
    expect(refused(verdict("POST", { Origin: "http://evil.example", Host: "evil.example" }))).toBe(true);
  });

  it("refuses an opaque or malformed Origin, and lets reads and Origin-less calls through", () => {
    expect(refused(verdict("POST", { Origin: "null" }))).toBe(true);
    expect(refused(verdict("POST", { Origin: "file://" }))).toBe(true);
    expect(verdict("GET", { Origin: "https://elsewhere.example" })).toBeUndefined();
    expect(verdict("POST", {})).toBeUndefined();
  });
});
