import type { Timestamp, FirestoreDataConverter } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { productDefaults, type Product } from "../schema/product.js";
import { docId, toIso, toTimestamp } from "./converters.js";

type StoredProduct = Omit<Product, "id" | "createdAt" | "updatedAt"> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const int = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null);

/** Reads tolerate older or imported documents: missing fields take the spec's defaults. */
const converter: FirestoreDataConverter<Product> = {
  toFirestore(product: Product) {
    const { id: _id, createdAt, updatedAt, ...rest } = product;
    return { ...rest, createdAt: toTimestamp(createdAt), updatedAt: toTimestamp(updatedAt) } satisfies StoredProduct;
  },
  fromFirestore(snapshot) {
    const d = snapshot.data();
    const specs = d.specifications && typeof d.specifications === "object" ? d.specifications : {};
    return {
      id: Number(snapshot.id),
      name: String(d.name ?? ""),
      manufacturer: String(d.manufacturer ?? ""),
      model: text(d.model),
      category: text(d.category),
      categoryId: int(d.categoryId),
      description: String(d.description ?? ""),
      shortDescription: text(d.shortDescription),
      price: d.price === null || d.price === undefined ? null : String(d.price),
      currency: text(d.currency) ?? productDefaults.currency,
      image: text(d.image),
      imageGallery: list(d.imageGallery),
      specifications: Object.fromEntries(
        Object.entries(specs as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string"),
      ),
      features: list(d.features),
      tags: list(d.tags),
      connectivity: list(d.connectivity),
      certifications: list(d.certifications),
      dimensions: text(d.dimensions),
      weight: text(d.weight),
      powerRequirements: text(d.powerRequirements),
      operatingTemp: text(d.operatingTemp),
      datasheet: text(d.datasheet),
      website: text(d.website),
      availability: text(d.availability) ?? productDefaults.availability,
      stock: int(d.stock),
      minOrderQty: d.minOrderQty === undefined ? productDefaults.minOrderQty : int(d.minOrderQty),
      leadTime: text(d.leadTime),
      isActive: d.isActive ?? productDefaults.isActive,
      isFeatured: d.isFeatured ?? productDefaults.isFeatured,
      isPublished: d.isPublished ?? productDefaults.isPublished,
      sortOrder: int(d.sortOrder) ?? productDefaults.sortOrder,
      seoTitle: text(d.seoTitle),
      seoDescription: text(d.seoDescription),
      lorawan: d.lorawan ?? productDefaults.lorawan,
      range: text(d.range),
      batteryLife: text(d.batteryLife),
      createdAt: toIso(d.createdAt),
      updatedAt: toIso(d.updatedAt),
    };
  },
};

export const productsCollection = () => db().collection("products").withConverter(converter);

/** Catalogue order: featured first, then the admin's sort order, then newest. */
export function catalogueOrder(a: Product, b: Product): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder;
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

const isPublic = (product: Product) => product.isPublished && product.isActive;

export const productsStore = {
  /** Published, active products in catalogue order (spec 7: filtering happens in the browser). */
  async listPublished(): Promise<Product[]> {
    const snapshot = await productsCollection().where("isPublished", "==", true).get();
    return snapshot.docs.map((doc) => doc.data()).filter(isPublic).sort(catalogueOrder);
  },

  /** One product if it exists and is public, else null. */
  async getPublished(id: number): Promise<Product | null> {
    const snapshot = await productsCollection().doc(docId(id)).get();
    const product = snapshot.data();
    return product && isPublic(product) ? product : null;
  },
};

