import { config } from "../config.js";
import type { BlobStore } from "./BlobStore.js";
import { cloudStorageStore } from "./cloudStorageStore.js";
import { localFolderStore } from "./localFolderStore.js";

let store: BlobStore | null = null;

/** The local folder when BLOB_DIR is set (the default locally), else Cloud Storage. */
export function blobStore(): BlobStore {
  if (store) return store;
  const { BLOB_DIR } = config();
  store = BLOB_DIR ? localFolderStore(BLOB_DIR) : cloudStorageStore();
  return store;
}

export type { BlobStore } from "./BlobStore.js";
