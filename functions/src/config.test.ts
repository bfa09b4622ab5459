import { afterEach, describe, expect, it, vi } from "vitest";
import { config, refuseUnsignedTokensOutsideEmulator, resetConfig } from "./config.js";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

function configWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetConfig();
  return config();
}

describe("refuseUnsignedTokensOutsideEmulator", () => {
  it("refuses to start the function with FIREBASE_AUTH_EMULATOR_HOST outside the Functions emulator", () => {
    expect(() => refuseUnsignedTokensOutsideEmulator({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is set outside the Functions emulator/,
    );
    expect(() => refuseUnsignedTokensOutsideEmulator({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FUNCTIONS_EMULATOR: "false" })).toThrow();
  });

  it("lets the emulator, and production without the variable, start", () => {
    expect(() => refuseUnsignedTokensOutsideEmulator({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", FUNCTIONS_EMULATOR: "true" })).not.toThrow();
    expect(() => refuseUnsignedTokensOutsideEmulator({})).not.toThrow();
  });
});

describe("config", () => {
  it("reads PUBLIC_ORIGIN as scheme, host and port, and refuses anything more than an origin", () => {
    expect(configWith({ PUBLIC_ORIGIN: "https://Sensors.example.com/, http://127.0.0.1:15000,https://a.example:443" }).publicOrigins).toEqual([
      "https://sensors.example.com",
      "http://127.0.0.1:15000",
      "https://a.example",
    ]);
    expect(() => configWith({ PUBLIC_ORIGIN: "https://sensors.example.com/admin" })).toThrow(/PUBLIC_ORIGIN: "https:\/\/sensors.example.com\/admin"/);
    expect(() => configWith({ PUBLIC_ORIGIN: "sensors.example.com" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("falls back to SITE_URL's origin without PUBLIC_ORIGIN", () => {
    expect(configWith({ PUBLIC_ORIGIN: undefined, SITE_URL: "https://sensors.example.com/shop" }).publicOrigins).toEqual(["https://sensors.example.com"]);
  });

  it("trusts two proxy hops in production and none in the Functions emulator unless told", () => {
    expect(configWith({ FUNCTIONS_EMULATOR: undefined, TRUSTED_PROXY_HOPS: undefined }).trustedProxyHops).toBe(2);
    expect(configWith({ FUNCTIONS_EMULATOR: "true", TRUSTED_PROXY_HOPS: undefined }).trustedProxyHops).toBe(0);
    expect(configWith({ FUNCTIONS_EMULATOR: "true", TRUSTED_PROXY_HOPS: "1" }).trustedProxyHops).toBe(1);
    expect(() => configWith({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("limits the public forms to 5 submissions per 10 minutes unless FORM_RATE_LIMIT says otherwise", () => {
    expect(configWith({ FORM_RATE_LIMIT: undefined }).formSubmissionsPer10Minutes).toBe(5);
    expect(configWith({ FORM_RATE_LIMIT: "100" }).formSubmissionsPer10Minutes).toBe(100);
    expect(configWith({ FORM_RATE_LIMIT: "off" }).formSubmissionsPer10Minutes).toBeNull();
    expect(() => configWith({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT/);
  });
});
