// Issue 49's targets (decision 105), on a catalogue of `products` products, signed in as the seed's
// admin, through the API:
// - a save with its revision: PUT /api/admin/products/{id}, median of 40; and the Firestore cost the
//   revision adds, measured as an A/B of the save's transaction on the same database, alternating:
//   as it was (read the product, write it and the catalogue version) and as it is (the product
//   also carries its revision number, and the revision is written). Writes per save: 2 before, 3 now.
// - the history of a product with 50 revisions: GET /api/admin/products/{id}/revisions, median of 20;
// - a bulk delete of 450 products (two requests of 400 and 50 sharing a batch id, as the admin sends
//   them) and their restore from the trash by that batch, each timed; every product compared whole
//   with itself before the delete, published state included.
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { summarize } from "./stats.ts";

export interface HistoryBench {
  products: number;
  save: {
    putMs: { median: number; max: number };
    /** The save's transaction alone, as it was and with the revision (same database, alternating). */
    transactionMs: { without: number; with: number; overheadPercent: number };
    writesPerSave: { without: number; with: number };
  };
  history: { revisions: number; medianMs: number; maxMs: number };
  bulk: { products: number; deleteSeconds: number; restoreSeconds: number; restoredExactly: number; publishedKept: boolean };
}

const median = (samples: number[]) => summarize(samples).p50;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function timed<T>(task: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await task();
  return [value, performance.now() - start];
}

interface Api {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

async function signIn(base: string, credentials: { username: string; password: string }): Promise<Api> {
  const headers = { "content-type": "application/json", origin: base };
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers, body: JSON.stringify(credentials) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const call = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method, headers: { ...headers, cookie, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
  return {
    call,
    async json<T>(method: string, path: string, body?: unknown, extra?: Record<string, string>) {
      const response = await call(method, path, body, extra);
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    },
  };
}

type Product = Record<string, unknown> & { id: number; name: string; isPublished: boolean; updatedAt: string };

/** The body of a save: the product's own fields, as the admin's form sends them. */
const bodyOf = ({ id: _id, category: _category, createdAt: _c, updatedAt: _u, ...fields }: Product) => fields;

/** The save's transaction as it was before issue 49, and as it is (store/revisions.ts: one more write). */
async function saveTransaction(db: Firestore, id: number, withRevision: boolean): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ref = db.collection("products").doc(String(id));
    const snapshot = await tx.get(ref);
    const now = Timestamp.now();
    const seq = Number(snapshot.get("revisionSeq") ?? 0) + 1;
    tx.set(ref, { ...snapshot.data(), updatedAt: now, ...(withRevision ? { revisionSeq: seq } : {}) });
    if (withRevision) {
      tx.set(db.collection("revisions").doc(`products-${id}-${String(seq % 50).padStart(2, "0")}`), {
        kind: "products",
        recordId: id,
        ref: `products-${id}`,
        seq,
        revisionId: `r${seq}`,
        at: now,
        action: "save",
        changes: [{ field: "price", before: "10.00", after: "10.00" }],
      });
    }
    tx.set(db.collection("meta").doc("catalogue"), { version: `bench-${now.toMillis()}`, changedAt: now });
  });
}

export async function historyAtScale(
  base: string,
  credentials: { username: string; password: string },
  db: Firestore,
  products: number,
): Promise<HistoryBench> {
  const api = await signIn(base, credentials);
  const create = (i: number, fields: Record<string, unknown> = {}) =>
    api.json<Product>("POST", "/api/admin/products", {
      name: `History bench ${Date.now()}-${i}`,
      manufacturer: "Bench",
      description: "A product of the history bench",
      price: "10.00",
      ...fields,
    });

  // A save with its revision, end to end.
  let product = await create(0);
  const putSamples: number[] = [];
  for (let i = 0; i < 40; i++) {
    const [saved, ms] = await timed(() =>
      api.json<Product>("PUT", `/api/admin/products/${product.id}`, { ...bodyOf(product), price: `${11 + i}.00` }, { "Base-Version": product.updatedAt }),
    );
    product = saved;
    putSamples.push(ms);
  }
  const without: number[] = [];
  const withRevision: number[] = [];
  for (let i = 0; i < 40; i++) {
    without.push((await timed(() => saveTransaction(db, product.id, false)))[1]);
    withRevision.push((await timed(() => saveTransaction(db, product.id, true)))[1]);
  }

  // The history of a product with 50 revisions (one create, 49 saves).
  let kept = await create(1);
  for (let i = 0; i < 49; i++)
    kept = await api.json<Product>("PUT", `/api/admin/products/${kept.id}`, { ...bodyOf(kept), price: `${20 + i}.00` }, { "Base-Version": kept.updatedAt });
  const historySamples: number[] = [];
  let revisions = 0;
  for (let i = 0; i < 20; i++) {
    const [answer, ms] = await timed(() => api.json<{ revisions: unknown[] }>("GET", `/api/admin/products/${kept.id}/revisions`));
    revisions = answer.revisions.length;
    historySamples.push(ms);
  }

  // A bulk delete of 450 and their restore from the trash.
  const created: Product[] = [];
  for (let i = 0; i < 450; i += 10)
    created.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => create(2 + i + j, { isPublished: (i + j) % 3 !== 0 })))));
  const before = await Promise.all(created.map((p) => api.json<Product>("GET", `/api/admin/products/${p.id}`)));
  const ids = created.map((p) => p.id);
  const batchId = `bench-${Date.now()}`;
  const [, deleteMs] = await timed(async () => {
    for (const chunk of [ids.slice(0, 400), ids.slice(400)]) await api.json("POST", "/api/admin/products/bulk", { ids: chunk, action: "delete", batchId });
  });
  const [, restoreMs] = await timed(() => api.json("POST", "/api/admin/trash/restore", { batchId }));
  const after = await Promise.all(created.map((p) => api.json<Product>("GET", `/api/admin/products/${p.id}`)));
  const restoredExactly = after.filter((p, i) => JSON.stringify(p) === JSON.stringify(before[i])).length;
  const published = new Set(((await (await fetch(`${base}/api/products`)).json()) as { id: number }[]).map((p) => p.id));
  const publishedKept = before.every((p) => published.has(p.id) === (p.isPublished && p.isActive !== false));

  const put = summarize(putSamples);
  const history = summarize(historySamples);
  return {
    products,
    save: {
      putMs: { median: round(put.p50), max: round(put.max) },
      transactionMs: {
        without: round(median(without)),
        with: round(median(withRevision)),
        overheadPercent: round((median(withRevision) / median(without) - 1) * 100),
      },
      writesPerSave: { without: 2, with: 3 },
    },
    history: { revisions, medianMs: round(history.p50), maxMs: round(history.max) },
    bulk: { products: ids.length, deleteSeconds: round(deleteMs / 1000, 2), restoreSeconds: round(restoreMs / 1000, 2), restoredExactly, publishedKept },
  };
}
