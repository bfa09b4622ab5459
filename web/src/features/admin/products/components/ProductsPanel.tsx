import { Button, ButtonGroup, chakra, Flex, NativeSelect, Skeleton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ProductSummary } from "@lorawan/contracts/product";
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { ConfirmDeleteDialog } from "../../shared/ConfirmDeleteDialog";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { PageControls } from "../../shared/PageControls";
import { SearchInput } from "../../shared/SearchInput";
import { useAdminProducts, useDeleteProduct, useSetProductPublished } from "../api/adminProducts";
import { BulkActionsBar } from "./BulkActionsBar";
import { categoriesInUse, pageOf, productFilter } from "../lib/filterProducts";
import { ProductCardGrid } from "./ProductCardGrid";
import { ProductFormDialog } from "./ProductFormDialog";
import { ProductTable } from "./ProductTable";
import { refusedOffline } from "../../shared/offlineGuard";

type View = "cards" | "table";
/** The open form: a new product, or the id of the product being edited (its form reads it whole). */
type FormState = { productId?: number } | null;

/**
 * Products shown at once. A vendor's catalogue runs to thousands (issue 21): a page keeps the
 * screen to a few hundred elements and the images to those on it, and a keystroke re-renders one page.
 */
const productsPageSize = 24;
/** The rows a change of the page's products renders at once: a tablet's screen of them. */
const rowsAtOnce = 8;

/** Spec 2.14: the Products sub-tab. */
export function ProductsPanel() {
  const products = useAdminProducts();
  const publish = useSetProductPublished();
  const remove = useDeleteProduct();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [view, setView] = useState<View>("cards");
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<ProductSummary | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const listTop = useRef<HTMLDivElement>(null);

  // The list (thousands of products, issue 21) renders as a deferred update, which React splits into
  // short tasks, rather than inside the query's notification, which renders at once and was the
  // page's longest task. Until it has rendered, the skeleton stays.
  const data = useDeferredValue(products.data);
  const listing = products.isPending || (data === undefined && products.data !== undefined);
  const all = useMemo(() => data ?? [], [data]);
  const categories = useMemo(() => categoriesInUse(all), [all]);
  const filter = useMemo(() => productFilter(all), [all]);
  const visible = useMemo(() => filter(search, category), [filter, search, category]);
  const shown = pageOf(visible, page, productsPageSize);
  // A keystroke (or a choice of category or page) renders the page's first rows with the count at
  // once and the rest as a deferred update right after, which the next key interrupts (decision
  // 098): a page of 24 new rows took a 4x slower tablet 160-270 ms to render, lay out and paint
  // before the typed letter showed. A new read of the same list renders whole: a row whose action
  // was pressed stays in the page with its focus.
  const listedBy = JSON.stringify([search, category, page]);
  const settledBy = useDeferredValue(listedBy);
  const rows = settledBy === listedBy ? shown.items : shown.items.slice(0, rowsAtOnce);
  const filtering = search.trim() !== "" || category !== "all";
  // Products removed meanwhile (deleted, or by another admin) drop out of the selection.
  const selected = useMemo(() => all.filter((p) => selectedIds.has(p.id)), [all, selectedIds]);
  const allShownSelected = visible.length > 0 && visible.every((p) => selectedIds.has(p.id));

  const select = useCallback((ids: readonly number[], on: boolean) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  // Stable across renders (the mutation's `mutate` is), so the memoised rows and cards a keystroke
  // leaves on the page do not render again (issue 21). Offline, publish and delete say at once that
  // they need the connection (decision 031).
  const { mutate: setPublished } = publish;
  const rowHandlers = useMemo(
    () => ({
      onSelect: (p: ProductSummary, on: boolean) => select([p.id], on),
      onTogglePublished: (p: ProductSummary) => refusedOffline("Failed to update product publish status") || setPublished({ product: p, isPublished: !p.isPublished }),
      onEdit: (p: ProductSummary) => setForm({ productId: p.id }),
      onDelete: (p: ProductSummary) => refusedOffline("Failed to delete product") || setDeleting(p),
    }),
    [select, setPublished],
  );
  const handlers = { ...rowHandlers, isSelected: (p: ProductSummary) => selectedIds.has(p.id) };
  const chooseCategory = useCallback((next: string) => {
    setCategory(next);
    setPage(1);
  }, []);
  const addProduct = useCallback(() => setForm({}), []);
  // Stable, so a keystroke leaves the closed delete dialog alone.
  const closeDelete = useCallback(() => setDeleting(null), []);
  const { mutate: removeProduct } = remove;
  const confirmDelete = useCallback(() => {
    if (deleting) removeProduct(deleting, { onSuccess: () => setDeleting(null) });
  }, [deleting, removeProduct]);
  const goToPage = useCallback((next: number) => {
    setPage(next);
    // Issue 31: the new page starts at its top, not at the pager below its last row.
    listTop.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <Stack gap="4" pt="4">
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput
          label="Search products"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Search by name, manufacturer or description"
        />
        <ListControls category={category} categories={categories} view={view} onCategory={chooseCategory} onView={setView} onAdd={addProduct} />
      </Flex>

      {listing ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="80" rounded="md" />
          ))}
        </SimpleGrid>
      ) : showsLoadError(products) ? (
        <LoadError what="products" onRetry={() => void products.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title="No products found" hint={filtering ? "Try adjusting your search or filter criteria" : "Get started by adding your first product"} />
      ) : (
        <>
          <Flex ref={listTop} gap="3" align="center" wrap="wrap" scrollMarginTop="24">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {visible.length} of {all.length} products
            </Text>
            <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" fontSize="sm" cursor="pointer">
              <chakra.input
                type="checkbox"
                checked={allShownSelected}
                onChange={(e) => select(visible.map((p) => p.id), e.target.checked)}
                w="5"
                h="5"
                accentColor="var(--chakra-colors-brand-solid)"
              />
              Select all {visible.length.toLocaleString("en-US")} matching
            </chakra.label>
          </Flex>
          {selected.length > 0 && <BulkActionsBar selected={selected} onDone={() => setSelectedIds(new Set())} onClear={() => setSelectedIds(new Set())} />}
          {view === "cards" ? <ProductCardGrid products={rows} {...handlers} /> : <ProductTable products={rows} {...handlers} />}
          <PageControls label="Product pages" page={shown.page} pages={shown.pages} onPage={goToPage} />
        </>
      )}

      {form && <ProductFormDialog productId={form.productId} onClose={() => setForm(null)} />}
      <ConfirmDeleteDialog title="Delete product" name={deleting?.name ?? null} pending={remove.isPending} onClose={closeDelete} onConfirm={confirmDelete} />
    </Stack>
  );
}

/**
 * The category filter, the view switch and Add Product: memoised, so a keystroke in the search (issue
 * 31: within 100 ms at 5,000 products on a throttled tablet) does not render them again.
 */
const ListControls = memo(function ListControls({
  category,
  categories,
  view,
  onCategory,
  onView,
  onAdd,
}: {
  category: string;
  categories: string[];
  view: View;
  onCategory: (category: string) => void;
  onView: (view: View) => void;
  onAdd: () => void;
}) {
  return (
    <>
      <NativeSelect.Root w={{ base: "full", sm: "56" }}>
        <NativeSelect.Field aria-label="Filter by category" value={category} onChange={(e) => onCategory(e.target.value)} minH="11">
          <option value="all">All Categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View">
        <Button minH="11" aria-pressed={view === "cards"} variant={view === "cards" ? "solid" : "outline"} onClick={() => onView("cards")}>
          Cards
        </Button>
        <Button minH="11" aria-pressed={view === "table"} variant={view === "table" ? "solid" : "outline"} onClick={() => onView("table")}>
          Table
        </Button>
      </ButtonGroup>
      <Button colorPalette="brand" minH="11" onClick={onAdd}>
        Add Product
      </Button>
    </>
  );
});
