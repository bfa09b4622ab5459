import { randomUUID } from "node:crypto";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { blobStore } from "../../functions/src/blob/index.ts";
import { bumpCatalogueVersion } from "../../functions/src/store/catalogueVersion.ts";
import { bumpNewsVersion } from "../../functions/src/store/newsVersion.ts";
import { reserveIds } from "../../functions/src/store/counters.ts";
import { categories, news, products } from "../seed/catalogue.ts";
import { productArtSvg } from "../seed/productArt.ts";
import { ensureAdmin } from "./admin.ts";
import { assertDemoProject } from "./guard.ts";

const seedAdminDefaults = {
  email: "admin@example.com",
  password: "LoraAdmin!2024",
};

export function seedAdminCredentials() {
  return {
    email: process.env.SEED_ADMIN_EMAIL || seedAdminDefaults.email,
    password: process.env.SEED_ADMIN_PASSWORD || seedAdminDefaults.password,
  };
}

function adminDb(projectId: string): Firestore {
  const app = getApps()[0] ?? initializeApp({ projectId });
  return getFirestore(app);
}

async function seedProductImage(slug: string, svg: string, uploadedBy: string, db: Firestore) {
  const key = `products/${slug}.webp`;
  const bytes = await sharp(Buffer.from(svg)).resize(800, 600).webp({ quality: 82 }).toBuffer();
  const thumbKey = `products/${slug}-thumb.webp`;
  const thumb = await sharp(bytes).resize(320, 240).webp({ quality: 75 }).toBuffer();
  await blobStore().put(key, bytes, "image/webp");
  await blobStore().put(thumbKey, thumb, "image/webp");
  const now = Timestamp.now();
  const id = randomUUID();
  await db.collection("media_files").doc(id).set({
    filename: key,
    originalName: `${slug}.webp`,
    size: bytes.length,
    mimeType: "image/webp",
    category: "image",
    url: `/api/images/${key}`,
    thumbnailUrl: `/api/images/${thumbKey}`,
    uploadedAt: now,
    uploadedBy,
    createdAt: now,
    updatedAt: now,
  });
  return `/api/images/${key}`;
}

/**
 * Seeds the demo catalogue once per data folder: categories, products with generated images, news
 * and the admin account. A `meta/seed` document marks a seeded database.
 */
export async function seedIfEmpty(projectId: string, log: (line: string) => void = console.log): Promise<boolean> {
  assertDemoProject(projectId);
  const db = adminDb(projectId);
  const { email, password } = seedAdminCredentials();
  const adminUid = await ensureAdmin(projectId, email, password);
  const marker = db.collection("meta").doc("seed");
  if ((await marker.get()).exists) return false;

  log(`Seeding ${categories.length} categories, ${products.length} products and ${news.length} news articles...`);
  const base = Date.now();
  const categoryIds = await reserveIds(db, "categories", categories.length);
  const categoryIdByName = new Map<string, number>();
  const batch = db.batch();
  categories.forEach((category, i) => {
    const id = categoryIds[i]!;
    categoryIdByName.set(category.name, id);
    const at = Timestamp.fromMillis(base - (categories.length - i) * 60000);
    batch.set(db.collection("categories").doc(String(id)), {
      name: category.name,
      description: category.description,
      parentId: null,
      isActive: true,
      sortOrder: category.sortOrder,
      createdAt: at,
      updatedAt: at,
    });
  });

  const productIds = await reserveIds(db, "products", products.length);
  for (const [i, product] of products.entries()) {
    const { slug, accent, device, ...fields } = product;
    const image = await seedProductImage(slug, productArtSvg({ ...product, accent, device }), adminUid, db);
    // Spread creation over past days so "newest" has a meaningful order.
    const at = Timestamp.fromMillis(base - (products.length - i) * 3600000 * 7);
    batch.set(db.collection("products").doc(String(productIds[i]!)), {
      ...fields,
      categoryId: categoryIdByName.get(product.category) ?? null,
      image,
      imageGallery: [],
      isActive: true,
      isPublished: true,
      sortOrder: 0,
      seoTitle: null,
      seoDescription: null,
      lorawan: true,
      createdAt: at,
      updatedAt: at,
    });
  }

  const newsIds = await reserveIds(db, "news", news.length);
  news.forEach((article, i) => {
    const at = Timestamp.fromMillis(base - article.daysAgo * 86400000);
    const slug = article.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    batch.set(db.collection("news").doc(String(newsIds[i]!)), {
      title: article.title,
      slug,
      excerpt: article.excerpt,
      content: article.content,
      category: article.category,
      featuredImage: null,
      authorId: 1,
      isPublished: article.isPublished,
      publishedAt: article.isPublished ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  });

  batch.set(marker, { seededAt: Timestamp.now(), products: products.length });
  // The function caches the public catalogue under this token; products written here are new to it.
  bumpCatalogueVersion(db, batch);
  bumpNewsVersion(db, batch);
  await batch.commit();
  return true;
}
