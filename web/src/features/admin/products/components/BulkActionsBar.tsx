import { Button, Flex, NativeSelect, Text } from "@chakra-ui/react";
import type { BulkProductInputBody, ProductSummary } from "@lorawan/contracts/product";
import { useState } from "react";
import { useAdminCategories } from "../../categories/api/adminCategories";
import { useBulkProducts } from "../api/adminProducts";
import { ConfirmDialog } from "../../shared/ConfirmDialog";
import { refusedOffline } from "../../shared/offlineGuard";

type Action = BulkProductInputBody["action"];

const plural = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

/** What each action is called on its confirmation ("Unpublish 2 products"). */
const verbs: Record<Action, string> = { publish: "Publish", unpublish: "Unpublish", setCategory: "Move", delete: "Delete" };

/**
 * Issue 21: publish, unpublish, move to a category or delete the selected products in one request,
 * each after a confirmation that names the count.
 */
export function BulkActionsBar({ selected, onDone, onClear }: { selected: ProductSummary[]; onDone: () => void; onClear: () => void }) {
  const bulk = useBulkProducts();
  const categories = useAdminCategories();
  const [categoryId, setCategoryId] = useState("none");
  const [confirming, setConfirming] = useState<Action | null>(null);
  const count = selected.length;
  const categoryName = categories.data?.find((c) => String(c.id) === categoryId)?.name ?? "No category";

  /** The confirmation, unless offline: a bulk change needs the server and is not queued. */
  const ask = (action: Action) => refusedOffline("Failed to update the selected products") || setConfirming(action);

  function run(action: Action) {
    bulk.mutate(
      { products: selected, action, ...(action === "setCategory" ? { categoryId } : {}) },
      {
        onSuccess: () => {
          setConfirming(null);
          onDone();
        },
        onError: () => setConfirming(null),
      },
    );
  }

  const question = confirming && (confirming === "setCategory" ? `Move ${plural(count)} to ${categoryName}?` : `${verbs[confirming]} ${plural(count)}?`);

  return (
    <Flex role="region" aria-label="Bulk actions" gap="2" wrap="wrap" align="center" p="3" borderWidth="1px" rounded="md" bg="brand.subtle">
      <Text fontWeight="semibold" me="2" aria-live="polite">
        {count} selected
      </Text>
      <Button size="sm" minH="11" variant="outline" bg="white" onClick={() => ask("publish")}>
        Publish
      </Button>
      <Button size="sm" minH="11" variant="outline" bg="white" onClick={() => ask("unpublish")}>
        Unpublish
      </Button>
      <Flex gap="2" align="center">
        <NativeSelect.Root size="sm" w="48">
          <NativeSelect.Field aria-label="Category to move to" value={categoryId} onChange={(e) => setCategoryId(e.target.value)} minH="11" bg="white">
            <option value="none">No category</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" minH="11" variant="outline" bg="white" onClick={() => ask("setCategory")}>
          Move
        </Button>
      </Flex>
      <Button size="sm" minH="11" variant="outline" colorPalette="red" bg="white" onClick={() => ask("delete")}>
        Delete
      </Button>
      <Button size="sm" minH="11" variant="ghost" ms="auto" onClick={onClear}>
        Clear selection
      </Button>

      <ConfirmDialog
        open={confirming !== null}
        title={question ?? ""}
        message={
          confirming === "delete"
            ? `The ${plural(count)} will be deleted. This action cannot be undone.`
            : `The ${plural(count)} change together, or none of them does.`
        }
        confirmLabel={confirming === "setCategory" ? `Move ${plural(count)}` : confirming ? `${verbs[confirming]} ${plural(count)}` : ""}
        tone={confirming === "delete" ? "danger" : "brand"}
        pending={bulk.isPending}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Flex>
  );
}
