import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bulkProductLimit, productInputSchema, type BulkProductInputBody, type BulkProductResult, type Product, type ProductSummary } from "@lorawan/contracts/product";
import { baseVersionHeader } from "@lorawan/contracts/writeConditions";
import { ApiError, apiRequest, getJson } from "~/lib/api";
import { keptProduct } from "../../offline/fieldCopy";
import { adminProductListUrl } from "./listUrl";
import { withQueuedChange } from "../../outbox/outboxStore";
import { dropCachedRecords, storeAnswer, storeAnswers } from "../../outbox/patchLists";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { useRecordSave } from "../../shared/useRecordSave";

/**
 * GET /api/admin/products (spec 7): every product, drafts and inactive ones included, in the list's
 * shape (`view=summary`, issue 21: a vendor's thousand products stay light).
 */
export const adminProductsQueryKey = ["/api/admin/products"] as const;

const readAdminProducts = () => getJson<ProductSummary[]>(adminProductListUrl);

/**
 * The list's query. `early`: the answer of a request the admin page's boot started while it checked
 * the session (adminStart.controls.ts), taken for the first read; when it failed, the list is asked for again here,
 * where a 401 ends the session as any call's does.
 */
export const adminProductsQueryOptions = (early?: Promise<ProductSummary[]>) =>
  queryOptions({
    queryKey: adminProductsQueryKey,
    queryFn: early ? () => early.catch(readAdminProducts) : readAdminProducts,
  });

export const useAdminProducts = () => useQuery(adminProductsQueryOptions());

/**
 * GET /api/admin/products/{id}: the whole product, read each time its form opens (its key sits under
 * the list's, so every product change refetches it too). Without a connection, the copy the device
 * keeps (issue 31), with a change waiting in the outbox over it, so any product can be edited offline.
 */
const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminProductsQueryKey, id],
    queryFn: async () => {
      try {
        return await getJson<Product>(`/api/admin/products/${id}`);
      } catch (error) {
        const kept = error instanceof ApiError ? undefined : await keptProduct(id);
        if (!kept) throw error;
        return withQueuedChange("product", kept);
      }
    },
    staleTime: 0,
  });

export const useAdminProduct = (id: number | undefined) => useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== undefined });

/** Spec 7: after each successful change the list is refetched (the public catalogue too). */
const refetchedAfterChange = [adminProductsQueryKey, ["/api/products"]];

function useRefetchProducts() {
  const queryClient = useQueryClient();
  return () => Promise.all(refetchedAfterChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST or PUT /api/admin/products[/{id}] with the spec 8 toasts, checked and versioned (useRecordSave). */
export function useSaveProduct(product: Product | undefined, onSaved: (product?: Product) => void, outboxEntryId?: string) {
  return useRecordSave({
    kind: "product",
    outboxEntryId,
    path: "/api/admin/products",
    schema: productInputSchema,
    record: product,
    texts: {
      created: "Product created successfully",
      updated: "Product updated successfully",
      createFailed: "Failed to create product",
      updateFailed: "Failed to update product",
    },
    refetch: refetchedAfterChange,
    onSaved,
  });
}

/** A change to one listed product, based on the version the list showed (decision 030). */
const basedOn = (product: Pick<Product, "updatedAt">) => ({ [baseVersionHeader]: product.updatedAt });

/** What a change from the list needs of a product. */
type ListedProduct = Pick<ProductSummary, "id" | "updatedAt">;

/** PATCH /api/admin/products/{id}/publish {isPublished}; the answer's version is used at once (issue 31). */
export function useSetProductPublished() {
  const queryClient = useQueryClient();
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: async ({ product, isPublished }: { product: ListedProduct; isPublished: boolean }) =>
      (await (await apiRequest("PATCH", `/api/admin/products/${product.id}/publish`, { isPublished }, basedOn(product))).json()) as Product,
    onSuccess: (stored) => {
      storeAnswer(queryClient, adminProductsQueryKey, stored);
      toastSuccess("Product publish status updated");
      return refetch();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      // Someone else's version, now shown: pressing again is based on it.
      storeAnswer(queryClient, adminProductsQueryKey, refusal.current);
      toastError(`Failed to update product publish status: ${refusal.reason}`);
      return refetch();
    },
  });
}

/** DELETE /api/admin/products/{id}. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: (product: ListedProduct) => apiRequest("DELETE", `/api/admin/products/${product.id}`, undefined, basedOn(product)),
    onSuccess: (_answer, product) => {
      dropCachedRecords(queryClient, adminProductsQueryKey, [product.id]);
      toastSuccess("Product deleted successfully");
      return refetch();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      storeAnswer(queryClient, adminProductsQueryKey, refusal.current);
      toastError(`Failed to delete product: ${refusal.reason}`);
      return refetch();
    },
  });
}

/** How far a bulk action has come: products done of the selection. */
export interface BulkProgress {
  done: number;
  total: number;
}

/** A bulk request's body for one chunk of the selection, based on the versions the list shows. */
const bulkBody = (products: readonly ListedProduct[], rest: Omit<BulkProductInputBody, "ids" | "versions">): BulkProductInputBody => ({
  ...rest,
  ids: products.map((p) => p.id),
  versions: Object.fromEntries(products.map((p) => [p.id, p.updatedAt])),
});

/**
 * POST /api/admin/products/bulk (issues 21 and 31): one action on the chosen products, a selection
 * of any size sent as requests of at most `bulkProductLimit` (one transaction each), one after the
 * other, based on the versions the list shows; `onProgress` hears each one done. Each request is
 * all or nothing; the first refused one stops the action, and the outcome says what changed.
 */
export function useBulkProducts({ onProgress }: { onProgress?: (progress: BulkProgress) => void } = {}) {
  const queryClient = useQueryClient();
  const refetch = useRefetchProducts();
  return useMutation({
    mutationFn: async ({ products, ...rest }: { products: readonly ListedNamedProduct[] } & Omit<BulkProductInputBody, "ids" | "versions">) => {
      let done = 0;
      // Issue 49: every request of one selection carries one batch id, so a 450-product delete is one
      // bulk delete in the Trash (restored at once) and one entry in the Activity.
      const batchId = crypto.randomUUID();
      onProgress?.({ done, total: products.length });
      for (let start = 0; start < products.length; start += bulkProductLimit) {
        const chunk = products.slice(start, start + bulkProductLimit);
        let result: BulkProductResult;
        try {
          result = (await (await apiRequest("POST", "/api/admin/products/bulk", bulkBody(chunk, { ...rest, batchId }))).json()) as BulkProductResult;
        } catch (error) {
          throw new BulkStopped(error, done, products.length, chunk, rest.action);
        }
        if (rest.action === "delete") dropCachedRecords(queryClient, adminProductsQueryKey, chunk.map((p) => p.id));
        else storeAnswers(queryClient, adminProductsQueryKey, result.products);
        done += chunk.length;
        onProgress?.({ done, total: products.length });
      }
      return { message: `${bulkDone[rest.action]} ${plural(done)}`, count: done };
    },
    onSuccess: (result) => {
      toastSuccess(result.message);
      return refetch();
    },
    onError: (error) => {
      toastError(error instanceof BulkStopped ? error.outcome() : `Failed to update the selected products: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}

const plural = (n: number) => `${n.toLocaleString("en-US")} product${n === 1 ? "" : "s"}`;

/** What each action did, in the outcome ("Unpublished 2 products", as the server says it). */
const bulkDone: Record<BulkProductInputBody["action"], string> = { publish: "Published", unpublish: "Unpublished", setCategory: "Moved", delete: "Deleted" };

/** What a bulk action needs of a product: its version, and its name for an outcome that names it. */
type ListedNamedProduct = ListedProduct & Pick<ProductSummary, "name">;

/** A bulk action stopped by a refused request: what it changed before, and why the rest was not. */
class BulkStopped extends Error {
  constructor(
    readonly refused: unknown,
    readonly done: number,
    readonly total: number,
    readonly chunk: readonly ListedNamedProduct[],
    readonly action: BulkProductInputBody["action"],
  ) {
    super("A bulk request was refused");
  }

  /** Why the refused request changed nothing, naming products rather than ids. */
  reason(): string {
    const refusal = refusalOf(this.refused);
    const missing = (this.refused instanceof ApiError && (this.refused.body as { missing?: unknown } | null)?.missing) || [];
    if (Array.isArray(missing) && missing.length > 0) {
      const names = this.chunk.filter((p) => missing.includes(p.id)).map((p) => `"${p.name}"`);
      return `${names.join(", ")} ${names.length === 1 ? "no longer exists" : "no longer exist"} (deleted meanwhile)`;
    }
    return refusal.reason.replace(/; nothing was changed$/, "");
  }

  /** The outcome: what changed (nothing, or the requests before this one) and what did not. */
  outcome(): string {
    const left = this.total - this.done;
    if (this.done === 0) return `Failed to update the selected products: ${this.reason()}. Nothing was changed.`;
    return `${bulkDone[this.action]} ${plural(this.done)} of ${this.total.toLocaleString("en-US")}; the other ${plural(left)} were not changed: ${this.reason()}.`;
  }
}
