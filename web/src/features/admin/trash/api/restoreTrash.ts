import { useMutation, useQueryClient } from "@tanstack/react-query";
import { maxTrashItemsPerRequest, type TrashRestoreInput, type TrashRestoreResult } from "@lorawan/contracts/history";
import { apiRequest } from "~/lib/api";
import { adminNewsQueryKey } from "../../news/api/adminNews";
import { adminProductsQueryKey } from "../../products/api/adminProducts";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { trashQueryKey } from "./trash";

/** What leaving or entering the Trash changes: the Trash, the admin's lists and the public catalogue. */
const changedByTrash = [trashQueryKey, adminProductsQueryKey, ["/api/products"], adminNewsQueryKey] as const;

const postRestore = async (input: TrashRestoreInput) => (await (await apiRequest("POST", "/api/admin/trash/restore", input)).json()) as TrashRestoreResult;

/** A bulk delete by its batch in one request; a larger selection in requests of the most one takes. */
async function restoreTrash(input: TrashRestoreInput): Promise<TrashRestoreResult> {
  if (!("items" in input)) return postRestore(input);
  const restored: TrashRestoreResult["restored"] = [];
  for (let start = 0; start < input.items.length; start += maxTrashItemsPerRequest)
    restored.push(...(await postRestore({ items: input.items.slice(start, start + maxTrashItemsPerRequest) })).restored);
  return { restored };
}

const items = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "item" : "items"}`;

/**
 * POST /api/admin/trash/restore (issue 49): chosen items, or every item of one bulk delete, back
 * where they were (published as before); the lists are read again.
 */
export function useRestoreTrash() {
  const queryClient = useQueryClient();
  const refetch = () => Promise.all(changedByTrash.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: restoreTrash,
    onSuccess: (result) => {
      toastSuccess(`Restored ${items(result.restored.length)} from the Trash`);
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to restore from the Trash: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
