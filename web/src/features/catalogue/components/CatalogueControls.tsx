import { Button, chakra, defineStyle, Field, HStack, Input, NativeSelect, useRecipe } from "@chakra-ui/react";
import { memo, useMemo } from "react";
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

/** The search box: the one control a keystroke renders at once (and not again with the list that follows). */
const SearchField = memo(function SearchField({ search, onChange }: Pick<CatalogueControlsProps, "search" | "onChange">) {
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
});

const SearchButton = memo(function SearchButton() {
  return (
    <Button type="submit" variant="outline" minH="11">
      Search
    </Button>
  );
});

/** The fields in a row from the tablet up, the chips below; plain boxes, as this renders at every keystroke. */
const controlsStyle = defineStyle({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  "& > div:first-of-type": { display: "flex", flexDirection: { base: "column", md: "row" }, alignItems: { md: "end" }, gap: "3" },
});

/**
 * Spec 2.8: search box, category filter and sort selector, the fields of the marketplace's GET form
 * (MarketplaceCatalogue): Enter or Search sends them without the island, which applies each as it
 * changes. The category chips are links to their view.
 */
export function CatalogueControls({ search, ...choices }: CatalogueControlsProps) {
  const { category, sort, categories, onChange } = choices;
  return (
    <chakra.div css={controlsStyle}>
      <div>
        <SearchField search={search} onChange={onChange} />
        <CategoryAndSort category={category} sort={sort} categories={categories} onChange={onChange} />
      </div>
      <CategoryChips {...choices} />
    </chakra.div>
  );
}

type ChoiceProps = Omit<CatalogueControlsProps, "search">;

/**
 * The category (a select on a phone) and the sort: rendered again only when the view they show
 * changes, not with the links that follow the search.
 */
const CategoryAndSort = memo(function CategoryAndSort({
  category,
  sort,
  categories,
  onChange,
}: Pick<ChoiceProps, "category" | "sort" | "categories" | "onChange">) {
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

/**
 * The category chips: links to their view, so they change with the search they keep, and render
 * again at every keystroke. Plain links styled from their group with Chakra's button recipe (small,
 * round; outline, and solid in the brand's colour for the chosen one): one styled element for the
 * row, where a Chakra button per chip resolved its styles each time (issue 46).
 */
const CategoryChips = memo(function CategoryChips({ category: current, categories, onChange, hrefFor, loading = false }: ChoiceProps) {
  const button = useRecipe({ key: "button" });
  const chipStyle = useMemo(
    () => ({
      "& > a": { ...button({ size: "sm", variant: "outline" }), colorPalette: "gray", minH: "11", rounded: "full" },
      "& > a[aria-current]": { ...button({ size: "sm", variant: "solid" }), colorPalette: "brand", minH: "11", rounded: "full" },
      // Spec 9.1: the first 5 categories and All on a phone.
      [`& > a:nth-of-type(n+${mobileChipCount + 2})`]: { hideBelow: "md" },
    }),
    [button],
  );
  return (
    <HStack role="group" aria-label="Filter by category" gap="2" wrap="wrap" minH={loading ? { base: "9.5rem", md: "11" } : undefined} css={chipStyle}>
      {[allCategories, ...categories].map((category) => (
        <a
          key={category}
          href={hrefFor({ category })}
          aria-current={current === category ? "true" : undefined}
          onClick={inPlaceClick(() => onChange({ category }))}
        >
          {category === allCategories ? "All" : category}
        </a>
      ))}
    </HStack>
  );
});
