import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { HttpError } from "../http/errors.js";
import { defaultNewsAuthorId, type News, type NewsInput } from "@lorawan/contracts/news";
import { docId, toIso, toTimestamp } from "./converters.js";
import { nextId } from "./counters.js";
import { idCreatedWithKey, rememberKey, type Created } from "./idempotency.js";
import { nextRevision, type WriteBy } from "./revisions.js";
import { trashStore } from "./trash.js";
import { assertBasedOnCurrent, nextVersion } from "./versionCheck.js";
import { bumpNewsVersion } from "./newsVersion.js";

const text = (value: unknown) => (typeof value === "string" ? value : "");

const converter: FirestoreDataConverter<News> = {
  toFirestore(news: News) {
    const { id: _id, createdAt, updatedAt, publishedAt, ...rest } = news;
    return {
      ...rest,
      publishedAt: publishedAt ? toTimestamp(publishedAt) : null,
      createdAt: toTimestamp(createdAt),
      updatedAt: toTimestamp(updatedAt),
    };
  },
  fromFirestore(snapshot) {
    const d = snapshot.data();
    return {
      id: Number(snapshot.id),
      title: text(d.title),
      slug: text(d.slug),
      excerpt: text(d.excerpt),
      content: text(d.content),
      category: text(d.category),
      featuredImage: typeof d.featuredImage === "string" ? d.featuredImage : null,
      authorId: typeof d.authorId === "number" ? d.authorId : defaultNewsAuthorId,
      isPublished: d.isPublished ?? false,
      publishedAt: d.publishedAt ? toIso(d.publishedAt) : null,
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt),
    };
  },
};

export const newsCollection = () => db().collection("news").withConverter(converter);

/** An article from its stored fields (a trashed article's copy), and back. */
export const newsFromStored = (id: number, data: DocumentData): News => converter.fromFirestore({ id: docId(id), data: () => data } as QueryDocumentSnapshot);
export const newsToStored = (news: News): DocumentData => converter.toFirestore(news);

/** Newest first. */
const newestFirst = (a: News, b: News) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

async function assertSlugFree(tx: Transaction, slug: string, ownId: number | null) {
  const taken = await tx.get(newsCollection().where("slug", "==", slug));
  if (taken.docs.some((doc) => Number(doc.id) !== ownId)) {
    const message = `A news article with the slug "${slug}" already exists`;
    throw new HttpError(409, message, { issues: [{ path: "slug", message }] });
  }
}

/** Spec 4: every save sets publishedAt to now when published and to null when not. */
const publishedAtFor = (input: NewsInput, now: string) => (input.isPublished ? now : null);

export const newsStore = {
  async list(): Promise<News[]> {
    const snapshot = await newsCollection().get();
    return snapshot.docs.map((doc) => doc.data()).sort(newestFirst);
  },

  /**
   * Creates an article; the slug is checked for uniqueness in the same transaction. A repeated
   * idempotency key answers the article its first request created (decision 030).
   */
  async create(input: NewsInput, by: WriteBy, idempotencyKey?: string): Promise<Created<News>> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const earlier = await idCreatedWithKey(tx, "news", idempotencyKey);
      if (earlier !== null) {
        const record = (await tx.get(newsCollection().doc(docId(earlier)))).data();
        if (!record) throw new HttpError(409, "This request was already carried out, and the article it created has since been deleted");
        return { record, replayed: true };
      }
      await assertSlugFree(tx, input.slug, null);
      const id = await nextId(store, tx, "news");
      const now = nextVersion();
      const news: News = { id, ...input, publishedAt: publishedAtFor(input, now), createdAt: now, updatedAt: now };
      const revision = await nextRevision(tx, "news", id, null);
      tx.set(newsCollection().doc(docId(id)).withConverter(null), revision.stamped(newsToStored(news)));
      revision.write(tx, { action: "create", by, name: news.title, before: null, after: news, version: now });
      rememberKey(tx, "news", idempotencyKey, id);
      bumpNewsVersion(store, tx);
      return { record: news, replayed: false };
    });
  },

  async update(id: number, input: NewsInput, by: WriteBy, baseVersion?: string): Promise<News | null> {
    const store = db();
    return store.runTransaction(async (tx) => {
      const ref = newsCollection().doc(docId(id));
      const current = await tx.get(ref);
      const before = current.data();
      if (!before) return null;
      assertBasedOnCurrent(before, baseVersion, "news article");
      const [revision] = await Promise.all([nextRevision(tx, "news", id, current), assertSlugFree(tx, input.slug, id)]);
      const now = nextVersion(before.updatedAt);
      const news: News = { ...input, id, publishedAt: publishedAtFor(input, now), createdAt: before.createdAt, updatedAt: now };
      tx.set(ref.withConverter(null), revision.stamped(newsToStored(news)));
      revision.write(tx, { action: "save", by, name: news.title, before, after: news, version: now });
      bumpNewsVersion(store, tx);
      return news;
    });
  },

  /** Moves an article to the trash (issue 49); false when there was none. */
  async delete(id: number, by: WriteBy, baseVersion?: string): Promise<boolean> {
    return trashStore.moveOne("news", id, by, baseVersion, newsFromStored);
  },

  /** The published articles (drafts are never read by the public pages). */
  async listPublished(): Promise<News[]> {
    const snapshot = await newsCollection().where("isPublished", "==", true).get();
    return snapshot.docs.map((doc) => doc.data());
  },
};
