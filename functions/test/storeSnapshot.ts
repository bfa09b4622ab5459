import { readdirSync } from "node:fs";
import { db } from "../src/firebase.js";

/** The collections an admin or public write can touch (the stand-in cannot list collections). */
const collections = ["products", "categories", "news", "counters", "meta", "media_files", "demo_requests", "contact_submissions"];

/**
 * Every document of those collections, keyed by path, plus the media blobs on disk: a refused
 * request must leave this exactly as it was.
 */
export async function storeSnapshot(): Promise<Record<string, unknown>> {
  const documents = await Promise.all(
    collections.map(async (name) => (await db().collection(name).get()).docs.map((doc) => [`${name}/${doc.id}`, doc.data()] as const)),
  );
  const blobDir = process.env.BLOB_DIR;
  const blobs = blobDir ? readdirSync(blobDir, { recursive: true }).map(String).sort() : [];
  return { documents: Object.fromEntries(documents.flat()), blobs };
}
