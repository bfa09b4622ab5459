import { LinkButton } from "~/components/LinkButton";
import { Box, Button, Field, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { memo } from "react";
import { useEarlyInput } from "~/boot/earlyInput";
import { allCategories, sortOptions, type CatalogueFilters, type SortOption } from "../lib/catalogueFilters";
import { inPlaceClick } from "~/lib/inPlaceClick";

/** Spec 9.1: on small screens the chips show the first 5 categories plus All. */
const mobileChipCount = 5;

interface CatalogueControlsProps extends Pick<CatalogueFilters, "search" | "category" | "sort"> {
  categories: string[];
  onChange: (next: Partial<CatalogueFilters>) => void;
  /** The address of the view with `next` applied: where a chip leads without the island. */
  hrefFor: (next: Partial<CatalogueFilters>) => string;
  /** While the catalogue loads the categories are unknown: their row keeps its usual height. */
  loading?: boolean;
}

/** The search box: the one control a keystroke renders at once. */
function SearchField({ search, onChange }: Pick<CatalogueControlsProps, "search" | "onChange">) {
  const searchRef = useEarlyInput<HTMLInputElement>((search) => onChange({ search }));
  return (
    <Field.Root flex="1">
      <Field.Label>Search devices</Field.Label>
      <HStack gap="2" w="full">
        <Input
          ref={searchRef}
          type="search"
          name="q"
          value={search}
          onChange={(e) => onChange({ search: e.target.value })}
          placeholder="Search by name, manufacturer or description"
          minH="11"
          flex="1"
        />
        <SearchButton />
      </HStack>
    </Field.Root>
  );
}

const SearchButton = memo(function SearchButton() {
  return (
    <Button type="submit" variant="outline" minH="11">
      Search
    </Button>
  );
});

/**
 * Spec 2.8: search box, category filter and sort selector, the fields of the marketplace's GET form
 * (MarketplaceCatalogue): Enter or Search sends them without the island, which applies each as it
 * changes. The category chips are links to their view.
 */
export function CatalogueControls({ search, ...choices }: CatalogueControlsProps) {
  return (
    <Stack gap="4">
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "end" }}>
        <SearchField search={search} onChange={choices.onChange} />
        <CategoryAndSort {...choices} />
      </Stack>
      <CategoryChips {...choices} />
    </Stack>
  );
}

type ChoiceProps = Omit<CatalogueControlsProps, "search">;

/** The category (a select on a phone) and the sort: rendered again only when the view they show changes. */
const CategoryAndSort = memo(function CategoryAndSort({ category, sort, categories, onChange }: ChoiceProps) {
  const sortRef = useEarlyInput<HTMLSelectElement>((sort) => onChange({ sort: sort as SortOption }));
  const categoryRef = useEarlyInput<HTMLSelectElement>((category) => onChange({ category }));
  return (
    <>
      <Field.Root w={{ base: "full", md: "56" }} hideFrom="md">
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field ref={categoryRef} name="category" value={category} onChange={(e) => onChange({ category: e.target.value })} minH="11">
            <option value={allCategories}>All</option>
            {/* A category the address asks for that no device has (yet) stays chosen. */}
            {[...categories, ...(category === allCategories || categories.includes(category) ? [] : [category])].map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: "full", md: "56" }}>
        <Field.Label>Sort by</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field ref={sortRef} name="sort" value={sort} onChange={(e) => onChange({ sort: e.target.value as SortOption })} minH="11">
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </>
  );
});

/** The category chips: links to their view, so they change with the search they keep. */
const CategoryChips = memo(function CategoryChips({ category: current, categories, onChange, hrefFor, loading = false }: ChoiceProps) {
  return (
    <HStack role="group" aria-label="Filter by category" gap="2" wrap="wrap" minH={loading ? { base: "9.5rem", md: "11" } : undefined}>
      {[allCategories, ...categories].map((category, i) => {
        const selected = current === category;
        return (
          <Box key={category} hideBelow={i > mobileChipCount ? "md" : undefined}>
            <LinkButton asChild size="sm" minH="11" rounded="full" variant={selected ? "solid" : "outline"} colorPalette={selected ? "brand" : "gray"}>
              <a href={hrefFor({ category })} aria-current={selected ? "true" : undefined} onClick={inPlaceClick(() => onChange({ category }))}>
                {category === allCategories ? "All" : category}
              </a>
            </LinkButton>
          </Box>
        );
      })}
    </HStack>
  );
});
