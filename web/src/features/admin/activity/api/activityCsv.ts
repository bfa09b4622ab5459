import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { localDate } from "../../data-sync/lib/exportFileName";
import { downloadBlob } from "../../shared/downloadFile";
import { refusalOf } from "../../shared/refusal";
import { toastError } from "../../shared/toasts";
import { activitySearch, type ActivityFilters } from "../lib/activitySearch";

/** The file's name as the server gives it (Content-Disposition), else activity-YYYY-MM-DD.csv. */
function fileNameOf(response: Response): string {
  const named = /filename="?([^";]+)"?/i.exec(response.headers.get("Content-Disposition") ?? "");
  return named?.[1] ?? `activity-${localDate(new Date())}.csv`;
}

/** GET /api/admin/activity.csv (issue 49): the whole log under the filters shown, saved as a file as the leads' are. */
async function downloadActivityCsv(filters: ActivityFilters) {
  const search = activitySearch(filters);
  const response = await apiRequest("GET", `/api/admin/activity.csv${search ? `?${search}` : ""}`);
  downloadBlob(await response.blob(), fileNameOf(response));
}

export function useExportActivityCsv() {
  return useMutation({
    mutationFn: downloadActivityCsv,
    onError: (error) => toastError(`Failed to export the activity: ${refusalOf(error).reason}`),
  });
}
