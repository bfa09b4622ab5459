import type { Request } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "../config.js";
import { clientAddress } from "./clientAddress.js";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

function addressOf(hops: number, forwardedFor: string | undefined, peer: string | null = "169.254.1.1") {
  vi.stubEnv("TRUSTED_PROXY_HOPS", String(hops));
  resetConfig();
  const req = { get: (name: string) => (name === "x-forwarded-for" ? forwardedFor : undefined), socket: { remoteAddress: peer ?? undefined } };
  return clientAddress(req as unknown as Request);
}

describe("clientAddress", () => {
  it("behind Hosting and Cloud Run (2 hops) is the entry Hosting appended, whatever the caller wrote before it", () => {
    expect(addressOf(2, "203.0.113.7, 66.102.8.142")).toBe("203.0.113.7");
    expect(addressOf(2, "10.66.4.2, 203.0.113.7, 66.102.8.142")).toBe("203.0.113.7");
    expect(addressOf(2, "1.1.1.1,2.2.2.2 , 203.0.113.7,66.102.8.142")).toBe("203.0.113.7");
  });

  it("with no trusted hops is the connection's peer, and 'local' on the emulator's Unix socket", () => {
    expect(addressOf(0, "10.66.4.2", "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressOf(0, "10.66.4.2", null)).toBe("local");
  });

  it("with fewer entries than hops takes the leftmost there is", () => {
    expect(addressOf(2, undefined, "198.51.100.4")).toBe("198.51.100.4");
    expect(addressOf(2, "203.0.113.7")).toBe("203.0.113.7");
  });
});
