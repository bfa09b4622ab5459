import { Button, Flex, NativeSelect, Progress, Text } from "@chakra-ui/react";
import { bulkProductLimit, type BulkProductInputBody, type ProductSummary } from "@lorawan/contracts/product";
import { useState } from "react";
import { useAdminCategories } from "../../categories/api/adminCategories";
import { useBulkProducts, type BulkProgress } from "../api/adminProducts";
import { ConfirmDialog } from "../../shared/ConfirmDialog";
import { refusedOffline } from "../../shared/offlineGuard";

type Action = BulkProductInputBody["action"];

const plural = (n: number) => `${n.toLocaleString("en-US")} product${n === 1 ? "" : "s"}`;

/** What each action is called on its confirmation ("Unpublish 2 products"). */
const verbs: Record<Action, string> = { publish: "Publish", unpublish: "Unpublish", setCategory: "Move", delete: "Delete" };

/**
 * Issues 21 and 31: publish, unpublish, move to a category or delete the selected products, any
 * number of them, each after a confirmation that names the count; a large selection goes in several
 * requests, with its progress shown until the outcome says what changed.
 */
export function BulkActionsBar({ selected, onDone, onClear }: { selected: ProductSummary[]; onDone: () => void; onClear: () => void }) {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const bulk = useBulkProducts({ onProgress: setProgress });
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
        onSettled: () => setProgress(null),
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
            : count > bulkProductLimit
              ? `They are sent ${bulkProductLimit} at a time; if one group is refused, the groups before it stay changed and the rest are not changed.`
              : `The ${plural(count)} change together, or none of them does.`
        }
        confirmLabel={confirming === "setCategory" ? `Move ${plural(count)}` : confirming ? `${verbs[confirming]} ${plural(count)}` : ""}
        tone={confirming === "delete" ? "danger" : "brand"}
        pending={bulk.isPending}
        progress={progress && progress.total > bulkProductLimit ? <BulkProgressBar progress={progress} /> : null}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Flex>
  );
}

/** How many of a large selection are done, for a screen reader too. */
function BulkProgressBar({ progress }: { progress: BulkProgress }) {
  const text = `${progress.done.toLocaleString("en-US")} of ${plural(progress.total)} done`;
  return (
    <Progress.Root value={progress.done} max={progress.total} colorPalette="brand" mt="3" aria-label="Bulk action progress">
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText mt="1" fontSize="sm" aria-live="polite">
        {text}
      </Progress.ValueText>
    </Progress.Root>
  );
}
