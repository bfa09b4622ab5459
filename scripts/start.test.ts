import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { buildInputsHash } from "./lib/preflight.ts";
import { shiftedPorts } from "./lib/ports.ts";
import { repoRoot } from "./lib/stack.ts";

// `npm start` as a developer meets it when another stack holds a port: one line naming the port and
// an offset to use, before any build.
describe("npm start on a taken port", () => {
  it("says which port is taken and which STACK_PORT_OFFSET is free, and exits 1 without building", { timeout: 60_000 }, async () => {
    const offset = Number(process.env.DEV_TEST_PORT_OFFSET ?? 25000) + 300;
    const taken = shiftedPorts(offset).auth;
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(taken, "127.0.0.1", resolve));
    try {
      const start = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        cwd: repoRoot,
        env: { ...process.env, STACK_PORT_OFFSET: String(offset) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      start.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      start.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => start.once("close", resolve));
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^Port ${taken} \\(the Auth emulator\\) is taken .*STACK_PORT_OFFSET=\\d+ npm start`)),
      ]);
    } finally {
      holder.close();
    }
  });
});

describe("the build's input hash", () => {
  it("is the same for the same sources and changes with the site's address", () => {
    const hash = buildInputsHash(repoRoot, "http://127.0.0.1:5000");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(buildInputsHash(repoRoot, "http://127.0.0.1:5000")).toBe(hash);
    expect(buildInputsHash(repoRoot, "http://127.0.0.1:5100")).not.toBe(hash);
  });
});
