import { Button, ButtonGroup, Flex, NativeSelect, Skeleton, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Product } from "@lorawan/contracts/product";
import { useMemo, useState } from "react";
import { ConfirmDeleteDialog } from "../../shared/ConfirmDeleteDialog";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError } from "../../shared/LoadError";
import { SearchInput } from "../../shared/SearchInput";
import { useAdminProducts, useDeleteProduct, useSetProductPublished } from "../api/adminProducts";
import { categoriesInUse, filterProducts } from "../lib/filterProducts";
import { ProductCardGrid } from "./ProductCardGrid";
import { ProductFormDialog } from "./ProductFormDialog";
import { ProductTable } from "./ProductTable";

type View = "cards" | "table";
/** The open form: a new product, or the product being edited. */
type FormState = { product?: Product } | null;

/** Spec 2.14: the Products sub-tab. */
export function ProductsPanel() {
  const products = useAdminProducts();
  const publish = useSetProductPublished();
  const remove = useDeleteProduct();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("all");
  const [view, setView] = useState<View>("cards");
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const all = useMemo(() => products.data ?? [], [products.data]);
  const categories = useMemo(() => categoriesInUse(all), [all]);
  const visible = useMemo(() => filterProducts(all, search, category), [all, search, category]);
  const filtering = search.trim() !== "" || category !== "all";

  const handlers = {
    onTogglePublished: (p: Product) => publish.mutate({ id: p.id, isPublished: !p.isPublished }),
    onEdit: (p: Product) => setForm({ product: p }),
    onDelete: (p: Product) => setDeleting(p),
  };

  return (
    <Stack gap="4" pt="4">
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput label="Search products" value={search} onChange={setSearch} placeholder="Search by name, manufacturer or description" />
        <NativeSelect.Root w={{ base: "full", sm: "56" }}>
          <NativeSelect.Field aria-label="Filter by category" value={category} onChange={(e) => setCategory(e.target.value)} minH="11">
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
          <Button minH="11" aria-pressed={view === "cards"} variant={view === "cards" ? "solid" : "outline"} onClick={() => setView("cards")}>
            Cards
          </Button>
          <Button minH="11" aria-pressed={view === "table"} variant={view === "table" ? "solid" : "outline"} onClick={() => setView("table")}>
            Table
          </Button>
        </ButtonGroup>
        <Button colorPalette="brand" minH="11" onClick={() => setForm({})}>
          Add Product
        </Button>
      </Flex>

      {products.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="80" rounded="md" />
          ))}
        </SimpleGrid>
      ) : products.isError ? (
        <LoadError what="products" onRetry={() => void products.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title="No products found" hint={filtering ? "Try adjusting your search or filter criteria" : "Get started by adding your first product"} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {visible.length} of {all.length} products
          </Text>
          {view === "cards" ? <ProductCardGrid products={visible} {...handlers} /> : <ProductTable products={visible} {...handlers} />}
        </>
      )}

      {form && <ProductFormDialog product={form.product} onClose={() => setForm(null)} />}
      <ConfirmDeleteDialog
        title="Delete product"
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
