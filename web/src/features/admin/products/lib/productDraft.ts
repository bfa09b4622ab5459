import { draftStore } from "../../shared/localDraft";
import { toFormValues, type ProductFormValues } from "./productForm";

/** Unsaved product forms kept on this device (shared/localDraft.ts). */
export const productDrafts = draftStore<ProductFormValues>(
  "product",
  (values) => Array.isArray((values as Partial<ProductFormValues>).specifications),
  // A draft kept before a field existed takes that field's empty value.
  (values) => ({ ...toFormValues(), ...values }),
);

export const readDraft = productDrafts.read;
export const writeDraft = productDrafts.write;
export const clearDraft = productDrafts.clear;
