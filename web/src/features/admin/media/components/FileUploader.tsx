import { Button, chakra, HStack, Icon, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { maxUploadBytes, type MediaFile } from "@lorawan/contracts/media";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "~/lib/api";
import { UploadIcon } from "../../shared/icons";
import { useUploadMedia } from "../api/adminMedia";
import type { MediaKind } from "../lib/filterMedia";
import { formatFileSize } from "../lib/formatFileSize";
import { uploadKinds, wrongKindReason } from "../lib/uploadKind";
import { refusedOffline } from "../../shared/offlineGuard";

/**
 * Why an upload failed, in the words the admin can act on: the server's reason for a file it refuses
 * (a type it does not take, 415; too large, 413), else spec 8's 'Upload failed. Please try again.'
 */
function uploadFailure(error: unknown): string {
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
      ? (error.body as { message?: unknown } | null)?.message
      : undefined;
  return typeof message === "string" ? `Upload failed: ${message}` : "Upload failed. Please try again.";
}

/** A size over the limit, in bytes where rounding would show it as the limit itself ("10 MB"). */
function oversize(bytes: number): string {
  const shown = formatFileSize(bytes);
  return shown === formatFileSize(maxUploadBytes) ? `${bytes.toLocaleString("en-US")} bytes` : shown;
}

/** Spec 4: the upload hands the file back about 1 second after success, then resets. */
const successHold = 1000;

/**
 * Spec 4: idle, file chosen, uploading with a percentage, success ('Upload successful!') or error
 * ('Upload failed. Please try again.'). Choosing a new file clears the earlier error. `kind` is what
 * the file is for: an image, a (PDF) document such as a datasheet, or anything the library takes.
 */
export function FileUploader({ kind = "all", onUploaded }: { kind?: MediaKind; onUploaded: (file: MediaFile) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [done, setDone] = useState<MediaFile | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      onUploaded(done);
      setDone(null);
      setFile(null);
      setPercent(0);
      upload.reset();
      if (input.current) input.current.value = "";
    }, successHold);
    return () => window.clearTimeout(timer);
    // Only the arrival of a finished upload starts the hand-back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);

  function choose(chosen: File | null) {
    upload.reset();
    setPercent(0);
    setFile(chosen);
  }
  // Issue 21: a file over the limit, or of a kind this picker does not take, is refused before a byte is sent.
  const tooLarge = file !== null && file.size > maxUploadBytes;
  const wrongKind = file && wrongKindReason(file, kind);

  function start() {
    // Offline an upload cannot work: say so at once, send nothing and queue nothing (issue 21).
    if (!file || refusedOffline("Upload failed")) return;
    setPercent(0);
    upload.mutate({ file, onProgress: setPercent }, { onSuccess: (uploaded) => setDone(uploaded) });
  }

  return (
    <Stack gap="4">
      <chakra.label
        htmlFor={inputId}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="2"
        p="6"
        borderWidth="2px"
        borderStyle="dashed"
        rounded="lg"
        cursor="pointer"
        _hover={{ bg: "ink.50" }}
        _focusWithin={{ outline: "2px solid", outlineColor: "brand.700" }}
      >
        <Icon boxSize="8" color="fg.muted" asChild>
          <UploadIcon />
        </Icon>
        <Text fontWeight="medium">{file ? file.name : "Choose a file to upload"}</Text>
        <Text fontSize="sm" color="fg.muted">
          {file ? formatFileSize(file.size) : uploadKinds[kind].hint}
        </Text>
        <VisuallyHidden asChild>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={uploadKinds[kind].accept}
            aria-label="File to upload"
            disabled={upload.isPending || !!done}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </VisuallyHidden>
      </chakra.label>

      {(upload.isPending || done) && (
        <Progress.Root value={percent} colorPalette="brand" size="sm" aria-label="Upload progress">
          <HStack justify="space-between" mb="1">
            <Progress.Label>Uploading</Progress.Label>
            <Progress.ValueText>{percent}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {done && (
        <Text role="status" color="green.700" fontWeight="medium">
          Upload successful!
        </Text>
      )}
      {upload.isError && (
        <Text role="alert" color="fg.error">
          {uploadFailure(upload.error)}
        </Text>
      )}
      {tooLarge && (
        <Text role="alert" color="fg.error">
          This file is {oversize(file.size)}; files up to {formatFileSize(maxUploadBytes)} can be uploaded. Choose a smaller file.
        </Text>
      )}

      {wrongKind && (
        <Text role="alert" color="fg.error">
          {wrongKind}
        </Text>
      )}
      <Button
        colorPalette="brand"
        minH="11"
        disabled={!file || !!done || tooLarge || !!wrongKind}
        loading={upload.isPending}
        loadingText={`Uploading ${percent}%`}
        onClick={start}
      >
        Upload
      </Button>
    </Stack>
  );
}
