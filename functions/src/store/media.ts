import type { FirestoreDataConverter } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import type { MediaFile } from "@lorawan/contracts/media";
import { toIso, toTimestamp } from "./converters.js";

const text = (value: unknown) => (typeof value === "string" ? value : "");

const converter: FirestoreDataConverter<MediaFile> = {
  toFirestore(file: MediaFile) {
    const { id: _id, uploadedAt, createdAt, updatedAt, ...rest } = file;
    return { ...rest, uploadedAt: toTimestamp(uploadedAt), createdAt: toTimestamp(createdAt), updatedAt: toTimestamp(updatedAt) };
  },
  fromFirestore(snapshot) {
    const d = snapshot.data();
    return {
      id: snapshot.id,
      filename: text(d.filename),
      originalName: text(d.originalName),
      size: typeof d.size === "number" ? d.size : 0,
      mimeType: text(d.mimeType),
      category: d.category === "document" ? "document" : "image",
      url: text(d.url),
      thumbnailUrl: typeof d.thumbnailUrl === "string" ? d.thumbnailUrl : null,
      uploadedAt: toIso(d.uploadedAt),
      uploadedBy: text(d.uploadedBy),
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt),
    };
  },
};

const mediaCollection = () => db().collection("media_files").withConverter(converter);

/** Media ids are generated UUIDs; anything else cannot name a record. */
const isMediaId = (id: string) => /^[A-Za-z0-9_-]{1,128}$/.test(id);

export const mediaStore = {
  /** Newest first. */
  async list(): Promise<MediaFile[]> {
    const snapshot = await mediaCollection().get();
    return snapshot.docs.map((doc) => doc.data()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  async get(id: string): Promise<MediaFile | null> {
    if (!isMediaId(id)) return null;
    return (await mediaCollection().doc(id).get()).data() ?? null;
  },

  async save(file: MediaFile): Promise<void> {
    await mediaCollection().doc(file.id).set(file);
  },

  async delete(id: string): Promise<void> {
    await mediaCollection().doc(id).delete();
  },
};
