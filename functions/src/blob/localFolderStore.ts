import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isSafeKey, type BlobStore } from "./BlobStore.js";

/**
 * Stores each blob as a file with a sidecar `.type` file holding its Content-Type. Used locally,
 * where the Storage emulator cannot run (it needs Java 21).
 */
export function localFolderStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe blob key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await writeFile(`${path}.type`, contentType);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, "utf8")]);
        return { bytes, contentType };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}
