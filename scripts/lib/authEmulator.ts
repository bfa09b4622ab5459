import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ownerMark, ownerVariable } from "./leftovers.ts";
import { projectId } from "./ports.ts";
import { repoRoot, waitFor } from "./stack.ts";

/** Starts only the Auth emulator (for the API integration tests); resolves to a stop function. */
export async function startAuthEmulator(ports: { auth: number; hub: number; logging: number }) {
  const config = join(repoRoot, `.firebase.auth-${ports.auth}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: ports.auth },
        hub: { host: "127.0.0.1", port: ports.hub },
        logging: { host: "127.0.0.1", port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebase = spawn(
    process.execPath,
    [join(repoRoot, "node_modules/firebase-tools/lib/bin/firebase.js"), "emulators:start", "--only", "auth", "--project", projectId, "--config", config],
    // Marked as a stack's process: when the run that started it is killed before it can stop it
    // (a timeout's SIGTERM), the next run removes it (leftovers.ts) instead of finding its port taken.
    { cwd: repoRoot, detached: true, stdio: "ignore", env: { ...process.env, NO_UPDATE_NOTIFIER: "1", [ownerVariable]: ownerMark() } },
  );
  const alive = () => firebase.exitCode === null && firebase.signalCode === null;
  const stop = async () => {
    try {
      process.kill(-firebase.pid!, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  try {
    // Minutes, not seconds: on a shared 2-core machine under load it has taken over 90 s.
    await waitFor(`http://127.0.0.1:${ports.auth}/`, 240_000, alive);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
