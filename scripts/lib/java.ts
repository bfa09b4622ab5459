import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** Major version of the `java` on PATH, or 0 when there is none. */
function javaMajorVersion(): number {
  // `java -version` prints to stderr.
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  return result.error ? 0 : parseJavaVersion(`${result.stderr}${result.stdout}`);
}

function parseJavaVersion(text: string): number {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

/** True when firebase-tools has already downloaded the emulator jar (nothing can be downloaded here). */
function emulatorJarCached(prefix: "cloud-firestore-emulator" | "cloud-storage-rules-runtime"): boolean {
  const dir = join(homedir(), ".cache", "firebase", "emulators");
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix) && name.endsWith(".jar"));
}

/** The official Firestore/Storage emulators need Java 21+ and a cached jar. */
export function officialEmulatorsUsable() {
  const java = javaMajorVersion() >= 21;
  return {
    firestore: java && emulatorJarCached("cloud-firestore-emulator"),
    storage: java && emulatorJarCached("cloud-storage-rules-runtime"),
  };
}
