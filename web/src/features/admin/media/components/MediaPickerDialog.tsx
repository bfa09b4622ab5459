import { Button, chakra, CloseButton, Dialog, Flex, Portal, SimpleGrid, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import type { MediaFile } from "@lorawan/contracts/media";
import { useMemo, useState } from "react";
import { EmptyState } from "../../shared/EmptyState";
import { LoadError } from "../../shared/LoadError";
import { useAdminMedia } from "../api/adminMedia";
import { filterMedia, type MediaKind } from "../lib/filterMedia";
import { FileUploader } from "./FileUploader";
import { MediaFilters } from "./MediaFilters";
import { MediaThumbnail } from "./MediaThumbnail";

interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (files: MediaFile[]) => void;
  multiple?: boolean;
  /**
   * Spec 2.14: the product image picker shows images only; the datasheet picker shows documents only
   * (issue 21). Its Upload tab takes that kind of file.
   */
  filter?: "image" | "document";
}

/** Spec 2.14: Browse and Upload tabs, search, filter, single or multiple selection. */
export function MediaPickerDialog({ open, onClose, onSelect, multiple = false, filter }: MediaPickerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open && <PickerContent onClose={onClose} onSelect={onSelect} multiple={multiple} filter={filter} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PickerContent({ onClose, onSelect, multiple, filter }: Omit<MediaPickerDialogProps, "open">) {
  const media = useAdminMedia();
  const [tab, setTab] = useState("browse");
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<MediaKind>(filter ?? "all");
  const [selected, setSelected] = useState<MediaFile[]>([]);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const visible = useMemo(() => filterMedia(media.data ?? [], search, kind), [media.data, search, kind]);

  function toggle(file: MediaFile) {
    const isSelected = selected.some((f) => f.id === file.id);
    if (!multiple) setSelected(isSelected ? [] : [file]);
    else setSelected(isSelected ? selected.filter((f) => f.id !== file.id) : [...selected, file]);
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{filter === "image" ? "Select Image" : filter === "document" ? "Select Document" : multiple ? "Select Files" : "Select File"}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" colorPalette="brand">
          <Tabs.List>
            <Tabs.Trigger value="browse" minH="11">
              Browse
            </Tabs.Trigger>
            <Tabs.Trigger value="upload" minH="11">
              Upload
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="browse">
            <Stack gap="4">
              {mismatch && (
                <Text role="alert" color="fg.error">
                  {mismatch}
                </Text>
              )}
              <Flex gap="3" wrap="wrap">
                <MediaFilters search={search} onSearch={setSearch} kind={kind} onKind={setKind} lockedKind={filter !== undefined} />
              </Flex>
              {media.isPending ? (
                <Skeleton h="40" rounded="md" />
              ) : media.isError ? (
                <LoadError what="media files" onRetry={() => void media.refetch()} />
              ) : visible.length === 0 ? (
                <EmptyState title="No media files found" />
              ) : (
                <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3" role="group" aria-label="Media files">
                  {visible.map((file) => {
                    const isSelected = selected.some((f) => f.id === file.id);
                    return (
                      <chakra.button
                        key={file.id}
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={file.originalName}
                        onClick={() => toggle(file)}
                        textAlign="start"
                        rounded="md"
                        overflow="hidden"
                        borderWidth="2px"
                        borderColor={isSelected ? "brand.solid" : "border"}
                        bg={isSelected ? "brand.subtle" : undefined}
                      >
                        <MediaThumbnail file={file} />
                        <Text fontSize="xs" p="2" truncate>
                          {file.originalName}
                        </Text>
                      </chakra.button>
                    );
                  })}
                </SimpleGrid>
              )}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="upload">
            <FileUploader
              kind={filter}
              onUploaded={(file) => {
                // The server decides the kind by the file's bytes: a file that turned out to be of
                // another kind stays in the library but is not chosen here.
                if (filter && file.category !== filter) setMismatch(`${file.originalName} was stored as ${file.category === "image" ? "an image" : "a document"}: it is in the media library, but cannot be chosen here.`);
                else {
                  setMismatch(null);
                  setSelected((current) => (multiple ? [...current, file] : [file]));
                }
                setKind(filter ?? "all");
                setSearch("");
                setTab("browse");
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Text fontSize="sm" color="fg.muted" me="auto" aria-live="polite">
          {selected.length} files selected
        </Text>
        <Button variant="outline" minH="11" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" minH="11" disabled={selected.length === 0} onClick={() => onSelect(selected)}>
          Select Files
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" minW="11" minH="11" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
