import { Box, Button, Card, Flex, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { MediaFile } from "@lorawan/contracts/media";
import { useMemo, useState } from "react";
import { showToast } from "~/components/ui/toaster";
import { ActionButton } from "../../shared/ActionButton";
import { ConfirmDeleteDialog } from "../../shared/ConfirmDeleteDialog";
import { refusedOffline } from "../../shared/offlineGuard";
import { EmptyState } from "../../shared/EmptyState";
import { CopyIcon, ExternalIcon, TrashIcon } from "../../shared/icons";
import { LoadError } from "../../shared/LoadError";
import { toastError } from "../../shared/toasts";
import { useAdminMedia, useDeleteMedia } from "../api/adminMedia";
import { copyText } from "../lib/copyText";
import { filterMedia, type MediaKind } from "../lib/filterMedia";
import { formatFileSize } from "../lib/formatFileSize";
import { MediaThumbnail } from "./MediaThumbnail";
import { MediaFilters } from "./MediaFilters";
import { UploadDialog } from "./UploadDialog";
import { LinkButton } from "~/components/LinkButton";

async function copyUrl(file: MediaFile) {
  try {
    await copyText(new URL(file.url, window.location.origin).href);
    showToast({ title: "URL copied to clipboard", variant: "success" });
  } catch {
    toastError("Failed to copy the URL");
  }
}

/** Spec 2.14: the Media sub-tab. */
export function MediaPanel() {
  const media = useAdminMedia();
  const remove = useDeleteMedia();
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<MediaKind>("all");
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<MediaFile | null>(null);
  const visible = useMemo(() => filterMedia(media.data ?? [], search, kind), [media.data, search, kind]);

  return (
    <Stack gap="4" pt="4">
      <Flex gap="3" wrap="wrap" align="center">
        <MediaFilters search={search} onSearch={setSearch} kind={kind} onKind={setKind} />
        <Button colorPalette="brand" minH="11" onClick={() => setUploading(true)}>
          Upload File
        </Button>
      </Flex>
      {media.isPending ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="48" rounded="md" />
          ))}
        </SimpleGrid>
      ) : media.isError ? (
        <LoadError what="media files" onRetry={() => void media.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          title="No media files found"
          hint={search || kind !== "all" ? "Try adjusting your search or filter criteria" : "Upload a file to get started"}
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="4">
          {visible.map((file) => (
            <Card.Root as="li" key={file.id} variant="outline" overflow="hidden">
              <MediaThumbnail file={file} />
              <Card.Body p="3" gap="1">
                <Text fontWeight="medium" fontSize="sm" truncate title={file.originalName}>
                  {file.originalName}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatFileSize(file.size)} · {new Date(file.createdAt).toLocaleDateString()}
                </Text>
              </Card.Body>
              <Card.Footer p="2" pt="0">
                <HStack gap="1">
                  <ActionButton label={`Copy URL of ${file.originalName}`} text="Copy URL" icon={<CopyIcon />} onClick={() => void copyUrl(file)} />
                  <LinkButton asChild variant="ghost" size="sm" minW="11" minH="11" px="2" gap="1.5">
                    <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${file.originalName} in a new tab`}>
                      <ExternalIcon />
                      <span>Open</span>
                    </a>
                  </LinkButton>
                  <Box flex="1" />
                  <ActionButton
                    label={`Delete ${file.originalName}`}
                    text="Delete"
                    icon={<TrashIcon />}
                    colorPalette="red"
                    onClick={() => refusedOffline("Failed to delete media file") || setDeleting(file)}
                  />
                </HStack>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <ConfirmDeleteDialog
        title="Delete media file"
        name={deleting?.originalName ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
