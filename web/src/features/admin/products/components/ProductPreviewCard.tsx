import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { ProductCard, ProductCardStyles } from "~/features/catalogue";
import { toProductBody, type ProductFormValues } from "../lib/productForm";
import { productList, ProductRowStyles } from "./ProductRowStyles";
import { ProductStatusBadges } from "./ProductStatusBadges";

const shownSpecifications = 3;

/** Spec 2.14: the live preview: up to 3 specification rows then '+N more', and an Inactive overlay. */
export function ProductPreviewCard({ values, categories }: { values: ProductFormValues; categories: readonly { id: number; name: string }[] }) {
  const body = toProductBody(values, categories);
  const specs = Object.entries(body.specifications);
  const preview = { ...body, id: 0, name: body.name || "Product name", manufacturer: body.manufacturer || "Manufacturer", description: body.description || "Description" };
  return (
    <Box position="relative" aria-label="Product preview" role="group" {...productList}>
      <ProductRowStyles />
      <ProductCardStyles />
      {/* The slot replaces View Details: a preview has nowhere to link to yet. */}
      <ProductCard product={preview} adminActions={<></>} />
      <Stack gap="1" fontSize="sm" mt="2" p="3" borderWidth="1px" rounded="md" aria-label="Specifications">
        {specs.length === 0 && <Text color="fg.muted">No specifications yet</Text>}
        {specs.slice(0, shownSpecifications).map(([key, value]) => (
          <Flex key={key} justify="space-between" gap="2">
            <Text color="fg.muted" truncate>
              {key}
            </Text>
            <Text fontWeight="medium" truncate>
              {value}
            </Text>
          </Flex>
        ))}
        {specs.length > shownSpecifications && <Text color="fg.muted">+{specs.length - shownSpecifications} more</Text>}
      </Stack>
      <Box position="absolute" top="2" insetStart="2">
        <ProductStatusBadges isPublished={body.isPublished} isActive />
      </Box>
      {!body.isActive && (
        <Flex position="absolute" inset="0" bg="white/70" align="center" justify="center" rounded="md">
          <Text fontWeight="bold" fontSize="lg" bg="ink.900" color="white" px="3" py="1" rounded="md">
            Inactive
          </Text>
        </Flex>
      )}
    </Box>
  );
}
