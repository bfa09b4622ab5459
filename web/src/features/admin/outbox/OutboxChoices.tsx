import type { Category } from "@lorawan/contracts/category";
import type { News } from "@lorawan/contracts/news";
import type { Product, ProductInputBody } from "@lorawan/contracts/product";
import { useMemo } from "react";
import { useAdminCategories } from "../categories/api/adminCategories";
import { categoryBodyOf, categoryFieldLabels, CategoryFormDialog } from "../categories/components/CategoryFormDialog";
import { useAdminNews } from "../news/api/adminNews";
import { comparableNews, newsFieldLabels, NewsFormDialog } from "../news/components/NewsFormDialog";
import { toFormValues as newsFormValues, toNewsInput, type NewsBody } from "../news/lib/newsForm";
import { ProductEditor } from "../products/components/ProductFormDialog";
import { productFieldLabels, toFormValues as productFormValues, toProductBody } from "../products/lib/productForm";
import { StaleVersionDialog } from "../shared/StaleVersionDialog";
import { outboxNouns } from "../shared/useRecordSave";
import type { OutboxEntry } from "./outboxStore";

interface Versioned {
  id: number;
  updatedAt: string;
}

/**
 * The record an Edit from the outbox opens: my change over the version it now has to be based on
 * (the stored one after a conflict, else the one it was read as), so the form shows mine and saves
 * it based on that version.
 */
export function editedRecord(entry: OutboxEntry): Versioned | null {
  const base = (entry.current ?? entry.original) as Versioned | undefined;
  if (!base || entry.recordId === undefined) return null;
  return { ...base, ...(changedFields(entry) as object), id: base.id, updatedAt: base.updatedAt };
}

/** What an entry changes: a save's body, or the record as a restore makes it (issue 49). */
const changedFields = (entry: OutboxEntry): unknown => (entry.action === "restore" ? entry.restored : entry.body);

/** The form of an entry's kind, opened with my change to edit; its save replaces the entry. */
export function OutboxEditor({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const news = useAdminNews();
  const newsCategories = useMemo(() => [...new Set((news.data ?? []).map((n) => n.category))].sort(), [news.data]);
  const record = editedRecord(entry);
  if (!record) return null;
  if (entry.kind === "product") return <ProductEditor product={record as Product} onClose={onClose} outboxEntryId={entry.id} />;
  if (entry.kind === "category") return <CategoryFormDialog category={record as Category} onClose={onClose} outboxEntryId={entry.id} />;
  return <NewsFormDialog news={record as News} categories={newsCategories} onClose={onClose} outboxEntryId={entry.id} />;
}

/** My change and the stored record as form bodies of one shape, with the fields' labels. */
function versionsOf(entry: OutboxEntry, categories: Category[]): { mine: object; theirs: object; labels: Partial<Record<string, string>> } {
  // A restore holds the record it makes (issue 49): compared as the form's body of that record.
  const restored = entry.action === "restore" ? entry.restored : undefined;
  if (entry.kind === "product")
    return {
      mine: restored ? toProductBody(productFormValues(restored as Product), categories) : (entry.body as ProductInputBody),
      theirs: toProductBody(productFormValues(entry.current as Product), categories),
      labels: productFieldLabels,
    };
  if (entry.kind === "category")
    return { mine: restored ? categoryBodyOf(restored as Category) : (entry.body as object), theirs: categoryBodyOf(entry.current as Category), labels: categoryFieldLabels };
  const { publishedAt: _stamped, authorId: _fixed, ...mine } = restored ? toNewsInput(newsFormValues(restored as News)) : (entry.body as NewsBody);
  return { mine, theirs: comparableNews(newsFormValues(entry.current as News)), labels: newsFieldLabels };
}

interface ConflictProps {
  entry: OutboxEntry;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onEdit: () => void;
  onClose: () => void;
}

/** Both versions of a conflicting change side by side, as a form's conflict shows them (decision 030). */
export function OutboxConflictDialog({ entry, ...choices }: ConflictProps) {
  const categories = useAdminCategories();
  const current = entry.current as Versioned;
  const { mine, theirs, labels } = versionsOf(entry, categories.data ?? []);
  return (
    <StaleVersionDialog
      what={outboxNouns[entry.kind]}
      mine={mine as Record<string, unknown>}
      theirs={theirs as Record<string, unknown>}
      labels={labels}
      theirsSavedAt={current.updatedAt}
      saving={false}
      {...choices}
    />
  );
}
