import { Button, chakra, HStack, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { MediaFile } from "@lorawan/contracts/media";
import { useEffect, useId, useRef, useState } from "react";
import { UploadIcon } from "../../shared/icons";
import { useUploadMedia } from "../api/adminMedia";
import { formatFileSize } from "../lib/formatFileSize";

/** Spec 4: the upload hands the file back about 1 second after success, then resets. */
const successHold = 1000;

/**
 * Spec 4: idle, file chosen, uploading with a percentage, success ('Upload successful!') or error
 * ('Upload failed. Please try again.'). Choosing a new file clears the earlier error.
 */
export function FileUploader({ accept, onUploaded }: { accept?: string; onUploaded: (file: MediaFile) => void }) {
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

  function start() {
    if (!file) return;
    setPercent(0);
    upload.mutate({ file, onProgress: setPercent }, { onSuccess: (uploaded) => setDone(uploaded) });
  }

  return (
    <Stack gap="4">
      <chakra.label htmlFor={inputId} display="flex" flexDirection="column" alignItems="center" gap="2" p="6" borderWidth="2px" borderStyle="dashed" rounded="lg" cursor="pointer" _hover={{ bg: "ink.50" }} _focusWithin={{ outline: "2px solid", outlineColor: "brand.700" }}>
        <UploadIcon boxSize="8" color="fg.muted" />
        <Text fontWeight="medium">{file ? file.name : "Choose a file to upload"}</Text>
        <Text fontSize="sm" color="fg.muted">
          {file ? formatFileSize(file.size) : "PNG, JPG, GIF up to 10MB"}
        </Text>
        <VisuallyHidden asChild>
          <input ref={input} id={inputId} type="file" accept={accept} aria-label="File to upload" disabled={upload.isPending || !!done} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
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
          Upload failed. Please try again.
        </Text>
      )}

      <Button colorPalette="brand" minH="11" disabled={!file || !!done} loading={upload.isPending} loadingText={`Uploading ${percent}%`} onClick={start}>
        Upload
      </Button>
    </Stack>
  );
}
