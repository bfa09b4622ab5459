import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MediaFile } from "@lorawan/contracts/media";
import { ApiError, apiRequest, getJson } from "~/lib/api";
import { toastError, toastSuccess } from "../../shared/toasts";

/** GET /api/admin/media (spec 7). */
export const adminMediaQueryKey = ["/api/admin/media"] as const;

const adminMediaQueryOptions = () => queryOptions({ queryKey: adminMediaQueryKey, queryFn: () => getJson<MediaFile[]>("/api/admin/media") });

export const useAdminMedia = () => useQuery(adminMediaQueryOptions());

/**
 * POST /api/admin/media/upload, multipart field "file"; 200 answers {file}. XMLHttpRequest rather
 * than fetch because only it reports upload progress (the admin's connection is often slow).
 */
function uploadMediaFile(file: File, onProgress: (percent: number) => void): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/media/upload");
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as { file?: MediaFile; message?: string } | null;
      if (xhr.status === 200 && answer?.file) resolve(answer.file);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${answer?.message ?? xhr.statusText}`, answer));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new Error("Upload aborted"));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadMediaFile(file, onProgress),
    onSuccess: () => {
      toastSuccess("File uploaded successfully");
      // The list catches up in the background: 'Upload successful!' and the hand-back of the file
      // (spec 4) do not wait for it (on a busy server the list's request can queue behind images).
      void queryClient.invalidateQueries({ queryKey: adminMediaQueryKey });
    },
    onError: () => toastError("Upload failed. Please try again."),
  });
}

/** DELETE /api/admin/media/{id}. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/admin/media/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toastSuccess("Media file deleted successfully");
      return queryClient.invalidateQueries({ queryKey: adminMediaQueryKey });
    },
    onError: () => toastError("Failed to delete media file"),
  });
}
