import type { HistoryKind } from "@lorawan/contracts/history";
import { adminCategoriesQueryKey } from "../../categories/api/adminCategories";
import { adminNewsQueryKey } from "../../news/api/adminNews";
import { adminProductsQueryKey } from "../../products/api/adminProducts";
import type { OutboxKind } from "../../outbox/outboxStore";

/** What a restore of each kind of record needs: its outbox name, its lists, and its words. */
export interface HistoryKindSetup {
  outboxKind: OutboxKind;
  /** The kind's admin list: a restore's answer goes into its row at once. */
  listKey: readonly string[];
  /** Lists read again after a restore (spec 7), the kind's own first, as its saves do. */
  refetch: readonly (readonly string[])[];
  /** "product", "news article", "category". */
  noun: string;
}

export const historyKindSetup: Record<HistoryKind, HistoryKindSetup> = {
  products: { outboxKind: "product", listKey: adminProductsQueryKey, refetch: [adminProductsQueryKey, ["/api/products"]], noun: "product" },
  news: { outboxKind: "news", listKey: adminNewsQueryKey, refetch: [adminNewsQueryKey], noun: "news article" },
  // A category's name is copied to its products: their lists are read again too.
  categories: {
    outboxKind: "category",
    listKey: adminCategoriesQueryKey,
    refetch: [adminCategoriesQueryKey, adminProductsQueryKey, ["/api/products"]],
    noun: "category",
  },
};
