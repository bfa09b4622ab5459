import { trashRetentionDays, type TrashItem, type TrashRef } from "@lorawan/contracts/history";

/** The items of one delete request (one product, or a whole bulk delete), as the Trash shows them. */
export interface TrashGroup {
  batchId: string;
  items: TrashItem[];
  /** The first item's: every item of a delete shares who and when. */
  deletedAt: string;
  deletedBy: TrashItem["deletedBy"];
}

/** The Trash's items by the delete that put them there, newest delete first (the list's order). */
export function trashGroups(items: readonly TrashItem[]): TrashGroup[] {
  const groups = new Map<string, TrashGroup>();
  for (const item of items) {
    const group = groups.get(item.batchId);
    if (group) group.items.push(item);
    else groups.set(item.batchId, { batchId: item.batchId, items: [item], deletedAt: item.deletedAt, deletedBy: item.deletedBy });
  }
  return [...groups.values()];
}

/** An item's key in a selection: kind and id ("products:12"). */
export const trashKey = (ref: TrashRef) => `${ref.kind}:${ref.id}`;

export const refOf = ({ kind, id }: TrashRef): TrashRef => ({ kind, id });

/** When the scheduled purge deletes an item for good. */
export const purgedAfter = (deletedAt: string) => new Date(Date.parse(deletedAt) + trashRetentionDays * 24 * 3600 * 1000);

/** "1 product", "3 news articles", "2 items" (products and news together). */
export function itemsText(items: readonly TrashRef[]): string {
  const n = items.length;
  const kinds = new Set(items.map((item) => item.kind));
  const count = n.toLocaleString("en-US");
  if (kinds.size === 1 && kinds.has("products")) return `${count} ${n === 1 ? "product" : "products"}`;
  if (kinds.size === 1 && kinds.has("news")) return `${count} ${n === 1 ? "news article" : "news articles"}`;
  return `${count} ${n === 1 ? "item" : "items"}`;
}
