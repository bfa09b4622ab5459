import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { bumpCatalogueVersion } from "../../functions/src/store/catalogueVersion.ts";
import { reserveIds } from "../../functions/src/store/counters.ts";
import { generateProducts } from "./generateProducts.ts";

/**
 * Adds published products until the catalogue holds `target` of them (`count: "all"`: until the
 * store holds `target` products, drafts included, as the admin lists them); writes in batches of 400.
 */
export async function topUpProducts(db: Firestore, target: number, count: "published" | "all" = "published"): Promise<number> {
  const held =
    count === "all"
      ? (await db.collection("products").get()).size
      : (await db.collection("products").where("isPublished", "==", true).get()).docs.filter((doc) => doc.get("isActive") !== false).length;
  const missing = target - held;
  if (missing <= 0) return 0;
  const ids = await reserveIds(db, "products", missing);
  const products = generateProducts(missing, ids[0]);
  for (let start = 0; start < products.length; start += 400) {
    const batch = db.batch();
    for (const { id, createdAt, updatedAt, ...fields } of products.slice(start, start + 400)) {
      batch.set(db.collection("products").doc(String(id)), {
        ...fields,
        isActive: true,
        isPublished: true,
        createdAt: Timestamp.fromDate(new Date(createdAt)),
        updatedAt: Timestamp.fromDate(new Date(updatedAt)),
      });
    }
    // Each batch changes the public catalogue the function may hold in memory.
    bumpCatalogueVersion(db, batch);
    await batch.commit();
  }
  return missing;
}
