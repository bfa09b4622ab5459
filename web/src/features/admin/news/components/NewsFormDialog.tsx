import { Box, Button, Dialog, Field, HStack, Image, Input, Portal, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { slugify, type News } from "@lorawan/contracts/news";
import { useId, useState, type FormEvent } from "react";
import { MediaPickerDialog } from "../../media/components/MediaPickerDialog";
import { SwitchField, TextAreaField, TextField } from "../../shared/FormFields";
import { useSaveNews } from "../api/adminNews";
import { toNewsInput, type NewsFormValues } from "../lib/newsForm";
import { FormDialogFooter } from "../../shared/FormDialogFooter";

function initialValues(news?: News): NewsFormValues {
  return {
    title: news?.title ?? "",
    category: news?.category ?? "",
    excerpt: news?.excerpt ?? "",
    content: news?.content ?? "",
    featuredImage: news?.featuredImage ?? "",
    isPublished: news?.isPublished ?? false,
  };
}

/** Spec 2.14: add/edit a news article; a failed save keeps the dialog open with its content. */
export function NewsFormDialog({ news, categories, onClose }: { news?: News; categories: string[]; onClose: () => void }) {
  const save = useSaveNews();
  const formId = useId();
  const listId = useId();
  const [values, setValues] = useState(() => initialValues(news));
  const [picking, setPicking] = useState(false);
  const set = (key: keyof NewsFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ id: news?.id, input: toNewsInput(values) }, { onSuccess: onClose });
  }

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
              <form id={formId} onSubmit={submit}>
                <Stack gap="4">
                  <TextField label="Title" required value={values.title} onChange={set("title")} />
                  <Field.Root>
                    <Field.Label>Slug</Field.Label>
                    <Input value={slugify(values.title)} readOnly minH="11" bg="ink.50" />
                    <Field.HelperText>Derived from the title</Field.HelperText>
                  </Field.Root>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <TextField label="Category" required list={listId} value={values.category} onChange={set("category")} />
                    <datalist id={listId}>
                      {categories.map((c) => (
                        <option key={c} value={c} />
                      ))}
                    </datalist>
                  </SimpleGrid>
                  <TextAreaField label="Excerpt" required value={values.excerpt} onChange={set("excerpt")} rows={2} />
                  <TextAreaField label="Content" required value={values.content} onChange={set("content")} rows={8} />
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
                    <TextField label="Featured image URL" value={values.featuredImage} onChange={set("featuredImage")} />
                  </Stack>
                  <SwitchField label="Published" checked={values.isPublished} onChange={(isPublished) => setValues((v) => ({ ...v, isPublished }))} />
                </Stack>
              </form>
            </Dialog.Body>
            <FormDialogFooter formId={formId} submitLabel={news ? "Update Article" : "Create Article"} saving={save.isPending} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
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
