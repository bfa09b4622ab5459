import { Badge, Button, Card, Flex, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { Category } from "@lorawan/contracts/category";
import { useMemo, useState } from "react";
import { ActionButton } from "../../shared/ActionButton";
import { ConfirmDeleteDialog } from "../../shared/ConfirmDeleteDialog";
import { EmptyState } from "../../shared/EmptyState";
import { EditIcon, TrashIcon } from "../../shared/icons";
import { LoadError, showsLoadError } from "../../shared/LoadError";
import { useAdminCategories, useDeleteCategory } from "../api/adminCategories";
import { CategoryFormDialog } from "./CategoryFormDialog";
import { refusedOffline } from "../../shared/offlineGuard";

/** Spec 2.14: the Categories sub-tab, a card grid sorted by sortOrder. */
export function CategoriesPanel() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [form, setForm] = useState<{ category?: Category } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const sorted = useMemo(() => [...(categories.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)), [categories.data]);

  return (
    <Stack gap="4" pt="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Categories group the catalogue; lower sort order comes first.
        </Text>
        <Button colorPalette="brand" minH="11" onClick={() => setForm({})}>
          Add Category
        </Button>
      </Flex>
      {categories.isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="32" rounded="md" />
          ))}
        </SimpleGrid>
      ) : showsLoadError(categories) ? (
        <LoadError what="categories" onRetry={() => void categories.refetch()} />
      ) : sorted.length === 0 ? (
        <EmptyState title="No categories found" hint="Add a category to group your products" />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {sorted.map((category) => (
            <Card.Root as="li" key={category.id} variant="outline">
              <Card.Body p="4" gap="2">
                <HStack justify="space-between" align="start">
                  <Card.Title as="h3" fontSize="md">
                    {category.name}
                  </Card.Title>
                  <Badge colorPalette={category.isActive ? "green" : "gray"}>{category.isActive ? "Active" : "Inactive"}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {category.description || "No description"}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Sort order {category.sortOrder}
                </Text>
              </Card.Body>
              <Card.Footer p="2" pt="0" justifyContent="end" gap="1">
                <ActionButton label={`Edit ${category.name}`} text="Edit" icon={<EditIcon />} onClick={() => setForm({ category })} />
                <ActionButton label={`Delete ${category.name}`} text="Delete" icon={<TrashIcon />} colorPalette="red" onClick={() => refusedOffline("Failed to delete category") || setDeleting(category)} />
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {form && <CategoryFormDialog category={form.category} onClose={() => setForm(null)} />}
      <ConfirmDeleteDialog
        title="Delete category"
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
