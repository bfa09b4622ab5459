// The Auth emulator keeps accounts in memory and exports them only when it exits cleanly
// (--export-on-exit): a crash or a SIGKILL loses every account made since the start. This keeps
// its export on the disk while it runs: its accounts are read every second and written, whenever
// they changed, where --import reads them at the next start (decision 064).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { writeDurably } from "./firestoreJournal.ts";
import { projectId } from "./ports.ts";

export interface AuthSaver {
  /** Reads the accounts once more and writes them if they changed. */
  saveNow(): Promise<void>;
  stop(): Promise<void>;
}

/** The layout `firebase emulators:export` writes and `--import` reads. */
const metadataFile = "firebase-export-metadata.json";
const authFolder = "auth_export";

export function saveAuthAccounts(authPort: number, exportDir: string, intervalMs = 1000): AuthSaver {
  const base = `http://127.0.0.1:${authPort}`;
  const headers = { Authorization: "Bearer owner" };
  let last: string | null = existsSync(join(exportDir, authFolder, "accounts.json")) ? readFileSync(join(exportDir, authFolder, "accounts.json"), "utf8") : null;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const save = async () => {
    const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`, { headers });
    if (!response.ok) return;
    const accounts = await response.text();
    if (accounts === last) return;
    mkdirSync(join(exportDir, authFolder), { recursive: true });
    if (!existsSync(join(exportDir, authFolder, "config.json"))) {
      const config = await fetch(`${base}/emulator/v1/projects/${projectId}/config`, { headers });
      if (config.ok) writeDurably(join(exportDir, authFolder, "config.json"), await config.text());
    }
    writeDurably(join(exportDir, authFolder, "accounts.json"), accounts);
    if (!existsSync(join(exportDir, metadataFile))) {
      const version = (JSON.parse(readFileSync(createRequire(import.meta.url).resolve("firebase-tools/package.json"), "utf8")) as { version: string }).version;
      writeDurably(join(exportDir, metadataFile), JSON.stringify({ version, auth: { version, path: authFolder } }, null, 2));
    }
    last = accounts;
  };
  const saveNow = () => (running = running.then(save).catch(() => {
    // The emulator is starting or stopping: the next round tries again.
  }));
  const tick = () => {
    timer = setTimeout(() => void saveNow().then(() => !stopped && tick()), intervalMs);
    timer.unref();
  };
  tick();
  return {
    saveNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
