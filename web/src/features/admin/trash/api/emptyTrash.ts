import { useMutation, useQueryClient } from "@tanstack/react-query";
import { maxTrashItemsPerRequest, type TrashEmptyInput, type TrashEmptyResult } from "@lorawan/contracts/history";
import { apiRequest } from "~/lib/api";
import { refusalOf } from "../../shared/refusal";
import { toastError, toastSuccess } from "../../shared/toasts";
import { trashQueryKey } from "./trash";

const postEmpty = async (input: TrashEmptyInput) => (await (await apiRequest("POST", "/api/admin/trash/empty", input)).json()) as TrashEmptyResult;

/** The whole Trash in one request; a selection in requests of the most one takes. */
async function emptyTrash(input: TrashEmptyInput): Promise<TrashEmptyResult> {
  if (!("items" in input)) return postEmpty(input);
  let removed = 0;
  for (let start = 0; start < input.items.length; start += maxTrashItemsPerRequest)
    removed += (await postEmpty({ items: input.items.slice(start, start + maxTrashItemsPerRequest) })).removed;
  return { removed };
}

/** POST /api/admin/trash/empty (issue 49): chosen items, or all of them, deleted for good. */
export function useEmptyTrash() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: trashQueryKey });
  return useMutation({
    mutationFn: emptyTrash,
    onSuccess: (result) => {
      toastSuccess(`Deleted ${result.removed.toLocaleString("en-US")} ${result.removed === 1 ? "item" : "items"} for good`);
      return refetch();
    },
    onError: (error) => {
      toastError(`Failed to empty the Trash: ${refusalOf(error).reason}`);
      return refetch();
    },
  });
}
