import { Badge, Box, Button, Card, Flex, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { News } from "@lorawan/contracts/news";
import { useMemo, useState } from "react";
import { ActionButton } from "../../shared/ActionButton";
import { ConfirmDeleteDialog } from "../../shared/ConfirmDeleteDialog";
import { EmptyState } from "../../shared/EmptyState";
import { EditIcon, TrashIcon } from "../../shared/icons";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { SearchInput } from "../../shared/SearchInput";
import { useAdminNews, useDeleteNews } from "../api/adminNews";
import { NewsFormDialog } from "./NewsFormDialog";
import { refusedOffline } from "../../shared/offlineGuard";

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "—");

/** Spec 2.14: the News tab. */
export function NewsPanel() {
  const news = useAdminNews();
  const remove = useDeleteNews();
  const [search, setSearch] = useState("");
  const [form, setForm] = useState<{ news?: News } | null>(null);
  const [deleting, setDeleting] = useState<News | null>(null);
  const all = useMemo(() => news.data ?? [], [news.data]);
  const categories = useMemo(() => [...new Set(all.map((n) => n.category))].sort(), [all]);
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter((n) => !needle || n.title.toLowerCase().includes(needle) || n.excerpt.toLowerCase().includes(needle));
  }, [all, search]);

  return (
    <Stack gap="4" pt="4">
      <Flex gap="3" wrap="wrap" align="center">
        <SearchInput label="Search news" value={search} onChange={setSearch} placeholder="Search by title or excerpt" />
        <Button colorPalette="brand" minH="11" onClick={() => setForm({})}>
          Add News
        </Button>
      </Flex>
      {news.isPending ? (
        <Skeleton h="32" rounded="md" />
      ) : showsLoadError(news) ? (
        <LoadError what="news" onRetry={() => void news.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState title="No news articles found" hint={search ? "Try adjusting your search criteria" : "Write your first article"} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {visible.map((article) => (
            <Card.Root as="li" key={article.id} variant="outline">
              <Card.Body p="4">
                <Flex gap="4" align="start" justify="space-between" wrap={{ base: "wrap", md: "nowrap" }}>
                  <Box minW="0" flex="1">
                    <HStack gap="2" mb="1" wrap="wrap">
                      {/* The 700 shade: white on the default green 600 is below 4.5:1 contrast. */}
                      <Badge colorPalette={article.isPublished ? "green" : "gray"} variant="solid" bg={article.isPublished ? "green.700" : undefined}>
                        {article.isPublished ? "Published" : "Draft"}
                      </Badge>
                      <Badge variant="outline">{article.category}</Badge>
                    </HStack>
                    <Card.Title as="h3" fontSize="md">
                      {article.title}
                    </Card.Title>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {article.excerpt}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      Created {formatDate(article.createdAt)} · Published {formatDate(article.publishedAt)}
                    </Text>
                  </Box>
                  <HStack gap="1" flexShrink={0}>
                    <ActionButton label={`Edit ${article.title}`} text="Edit" icon={<EditIcon />} onClick={() => setForm({ news: article })} />
                    <ActionButton label={`Delete ${article.title}`} text="Delete" icon={<TrashIcon />} colorPalette="red" onClick={() => refusedOffline("Failed to delete news") || setDeleting(article)} />
                  </HStack>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {form && <NewsFormDialog news={form.news} categories={categories} onClose={() => setForm(null)} />}
      <ConfirmDeleteDialog
        title="Delete news article"
        name={deleting?.title ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
