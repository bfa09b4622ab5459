import { toFormValues, type ProductFormValues } from "./productForm";

/**
 * An unsaved product form kept in localStorage (the admin often works on a tablet with a poor
 * connection): offered back when the dialog reopens, removed once the product is saved.
 */
export interface ProductDraft {
  values: ProductFormValues;
  savedAt: string;
}

const keyFor = (productId: number | undefined) => `admin.productDraft.${productId ?? "new"}`;

export function readDraft(productId: number | undefined): ProductDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(productId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as ProductDraft;
    if (!draft || typeof draft.values !== "object" || !Array.isArray(draft.values.specifications)) return null;
    // A draft kept before a field existed takes that field's empty value.
    return { ...draft, values: { ...toFormValues(), ...draft.values } };
  } catch {
    return null;
  }
}

export function writeDraft(productId: number | undefined, values: ProductFormValues, now = new Date()) {
  try {
    window.localStorage.setItem(keyFor(productId), JSON.stringify({ values, savedAt: now.toISOString() } satisfies ProductDraft));
  } catch {
    // Storage full or disabled (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(productId: number | undefined) {
  try {
    window.localStorage.removeItem(keyFor(productId));
  } catch {
    // See writeDraft.
  }
}
