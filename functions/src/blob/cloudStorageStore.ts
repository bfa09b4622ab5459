import { getStorage } from "firebase-admin/storage";
import { adminApp } from "../firebase.js";
import { isSafeKey, type BlobStore } from "./BlobStore.js";

/** Cloud Storage through firebase-admin (production, or the Storage emulator when it runs). */
export function cloudStorageStore(): BlobStore {
  const bucket = () => getStorage(adminApp()).bucket();
  return {
    async put(key, bytes, contentType) {
      if (!isSafeKey(key)) throw new Error(`Unsafe blob key: ${key}`);
      await bucket().file(key).save(bytes, { contentType, resumable: false });
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = bucket().file(key);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? "application/octet-stream" };
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await bucket().file(key).delete({ ignoreNotFound: true });
    },
  };
}
