import { Box, Button, Dialog, Field, HStack, Image, Input, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { slugify, type News } from "@lorawan/contracts/news";
import { useId, useMemo, useState, type FormEvent } from "react";
import { MediaPickerDialog } from "../../media/components/MediaPickerDialog";
import { DraftOffer } from "../../shared/DraftOffer";
import { SwitchField, TextAreaField, TextField } from "../../shared/FormFields";
import { useDraftedValues } from "../../shared/localDraft";
import { StaleVersionDialog } from "../../shared/StaleVersionDialog";
import { useSaveNews } from "../api/adminNews";
import { newsDrafts, toFormValues, toNewsInput, type NewsFormValues } from "../lib/newsForm";
import { FormDialogFooter } from "../../shared/FormDialogFooter";
import { HistoryPanel } from "../../history/components/HistoryPanel";
import { HistoryDialogFooter, RecordViewTabs, type RecordView } from "../../history/components/RecordViewTabs";

/** The parts of a news body the admin compares when two versions meet (publishedAt is stamped by the server). */
export const comparableNews = (values: NewsFormValues) => {
  const { publishedAt: _stamped, authorId: _fixed, ...rest } = toNewsInput(values);
  return rest;
};

export const newsFieldLabels = { title: "Title", slug: "Slug", category: "Category", excerpt: "Excerpt", content: "Content", featuredImage: "Featured image", isPublished: "Published" };

/**
 * Spec 2.14: add/edit a news article. As in the product form, nothing typed is lost: a refused save
 * keeps the dialog open with the reason on its field, every change is kept as a local draft until
 * the save succeeds, and a save based on an older version asks the admin which to keep.
 */
export function NewsFormDialog({ news: read, categories, onClose, outboxEntryId }: { news?: News; categories: string[]; onClose: () => void; outboxEntryId?: string }) {
  // A restore (issue 49) gives the form another version to be based on, and its values.
  const [news, setNews] = useState(read);
  const [view, setView] = useState<RecordView>("details");
  const initial = useMemo(() => toFormValues(news), [news]);
  const form = useDraftedValues(newsDrafts, news?.id, initial);
  const save = useSaveNews(
    news,
    () => {
      form.clear();
      onClose();
    },
    outboxEntryId,
  );
  const formId = useId();
  const listId = useId();
  const values = form.values;
  const errors = save.fieldErrors;
  const [picking, setPicking] = useState(false);
  const set = (key: keyof NewsFormValues) => (value: string) => form.change({ [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.save(toNewsInput(values));
  }

  /** The form shows `shown`'s values, based on `base`'s version (after a restore, or a choice in its conflict). */
  function adopt(shown: News, base: News) {
    setNews(base);
    form.reset(toFormValues(shown));
  }

  const details = (
    <>
      {form.offered && <DraftOffer draft={form.offered} onRestore={form.restore} onDiscard={form.discard} />}
      <form id={formId} onSubmit={submit}>
        <Stack gap="4">
          <TextField label="Title" required value={values.title} onChange={set("title")} error={errors.title} />
          <Field.Root invalid={Boolean(errors.slug)}>
            <Field.Label>Slug</Field.Label>
            <Input value={slugify(values.title)} readOnly minH="11" bg="ink.50" />
            <Field.HelperText>Derived from the title</Field.HelperText>
            {errors.slug && <Field.ErrorText>{errors.slug}</Field.ErrorText>}
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Category" required list={listId} value={values.category} onChange={set("category")} error={errors.category} />
            <datalist id={listId}>
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </SimpleGrid>
          <TextAreaField label="Excerpt" required value={values.excerpt} onChange={set("excerpt")} rows={2} error={errors.excerpt} />
          <TextAreaField label="Content" required value={values.content} onChange={set("content")} rows={8} error={errors.content} />
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              Featured image
            </Text>
            <HStack gap="3" wrap="wrap">
              <Box w="24" h="16" bg="ink.50" rounded="md" overflow="hidden" flexShrink={0}>
                {values.featuredImage && <Image src={values.featuredImage} alt="Selected featured image" w="full" h="full" objectFit="cover" />}
              </Box>
              <Button size="sm" variant="outline" minH="11" onClick={() => setPicking(true)}>
                Choose Image
              </Button>
              {values.featuredImage && (
                <Button size="sm" variant="ghost" minH="11" onClick={() => set("featuredImage")("")}>
                  Remove Image
                </Button>
              )}
            </HStack>
            <TextField label="Featured image URL" value={values.featuredImage} onChange={set("featuredImage")} error={errors.featuredImage} />
          </Stack>
          <SwitchField label="Published" checked={values.isPublished} onChange={(isPublished) => form.change({ isPublished })} />
        </Stack>
      </form>
    </>
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{news ? "Edit News Article" : "Add News Article"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {news ? (
                <RecordViewTabs
                  view={view}
                  onView={setView}
                  details={details}
                  history={
                    <HistoryPanel
                      kind="news"
                      record={news}
                      name={news.title}
                      labels={newsFieldLabels}
                      comparable={(record) => comparableNews(toFormValues(record))}
                      onRestored={(record) => adopt(record, record)}
                      unsaved={form.dirty}
                      onEditMine={(mine, current) => {
                        adopt(mine, current);
                        setView("details");
                      }}
                    />
                  }
                />
              ) : (
                details
              )}
            </Dialog.Body>
            {view === "history" ? (
              <HistoryDialogFooter />
            ) : (
              <FormDialogFooter formId={formId} submitLabel={news ? "Update Article" : "Create Article"} saving={save.saving}>
                {form.dirty && (
                  <Text fontSize="xs" color="fg.muted" me="auto">
                    Draft kept on this device
                  </Text>
                )}
              </FormDialogFooter>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {save.conflict && (
        <StaleVersionDialog
          what="news article"
          mine={comparableNews(values)}
          theirs={comparableNews(toFormValues(save.conflict))}
          labels={newsFieldLabels}
          theirsSavedAt={save.conflict.updatedAt}
          saving={save.saving}
          onKeepMine={save.keepMine}
          onKeepTheirs={() => {
            form.clear();
            void save.keepTheirs();
            onClose();
          }}
          onEdit={save.editMine}
          onClose={save.closeConflict}
        />
      )}
      <MediaPickerDialog
        open={picking}
        filter="image"
        onClose={() => setPicking(false)}
        onSelect={(files) => {
          if (files[0]) set("featuredImage")(files[0].url);
          setPicking(false);
        }}
      />
    </Dialog.Root>
  );
}
