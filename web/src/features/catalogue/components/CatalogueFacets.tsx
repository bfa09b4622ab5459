import { Box, Button, chakra, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { CheckboxRow } from "~/components/CheckboxRow";
import { useEarlyChecks } from "~/lib/useEarlyInput";
import { chosenCount, type Facet, type FacetKey, type FacetOption, type FacetSelection } from "../lib/catalogueFacets";

interface CatalogueFacetsProps {
  groups: { facet: Facet; options: FacetOption[] }[];
  selection: FacetSelection;
  onChange: (next: Partial<FacetSelection>) => void;
}

const withToggled = (list: readonly string[], value: string, on: boolean) => [...list.filter((item) => item !== value), ...(on ? [value] : [])];

/**
 * Issue 22: the facets a buyer filters by (region / frequency plan, sensor type, IP rating), each
 * option with how many devices choosing it would leave. Beside the search and category on wide
 * screens; folded into a panel behind a Filters button on a phone.
 */
export function CatalogueFacets({ groups, selection, onChange }: CatalogueFacetsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = chosenCount(selection);
  const toggle = (key: FacetKey, value: string, on: boolean) => ({ [key]: withToggled(selection[key], value, on) });
  // Boxes ticked before the island hydrated are taken over, all in one change.
  const panelRef = useEarlyChecks<HTMLDivElement>((boxes) => {
    const next: FacetSelection = { ...selection };
    for (const box of boxes) {
      const facet = groups.find((group) => group.facet.param === box.name)?.facet;
      if (facet) next[facet.key] = withToggled(next[facet.key], box.value, box.checked);
    }
    onChange(next);
  });
  if (groups.every(({ options }) => options.length === 0)) return null;
  return (
    <Box>
      <HStack hideFrom="md" justify="space-between" gap="3">
        <Button variant="outline" minH="11" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? "Hide filters" : "Filters"}
          {chosen > 0 && ` (${chosen})`}
        </Button>
        {chosen > 0 && (
          <Button variant="ghost" minH="11" onClick={() => onChange({ regions: [], sensors: [], ipRatings: [] })}>
            Clear filters
          </Button>
        )}
      </HStack>
      <SimpleGrid
        ref={panelRef}
        id={panelId}
        columns={{ base: 1, md: 3 }}
        gap={{ base: "4", md: "6" }}
        mt={{ base: "3", md: "0" }}
        display={{ base: open ? "grid" : "none", md: "grid" }}
      >
        {groups.map(({ facet, options }) => (
          // Plain fieldsets: the islands' theme carries no Fieldset recipe.
          <chakra.fieldset key={facet.key} minW="0" border="0" p="0" m="0">
            <chakra.legend fontWeight="semibold" fontSize="sm" mb="1" p="0">
              {facet.label}
            </chakra.legend>
            <Box maxH="13.5rem" overflowY="auto" borderWidth="1px" rounded="md" px="2" py="1">
              {options.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" py="3">
                  No devices list one yet.
                </Text>
              ) : (
                // Ticked as the address says now; the counts may catch up a frame later (useDeferredValue).
                options.map((option) => (
                  <CheckboxRow
                    key={option.value}
                    name={facet.param}
                    value={option.value}
                    checked={selection[facet.key].includes(option.value)}
                    // An option that would leave no device is greyed out, unless it is ticked.
                    disabled={option.count === 0 && !selection[facet.key].includes(option.value)}
                    count={option.count}
                    onCheckedChange={(on) => onChange(toggle(facet.key, option.value, on))}
                  >
                    {option.label}
                  </CheckboxRow>
                ))
              )}
            </Box>
          </chakra.fieldset>
        ))}
      </SimpleGrid>
      {chosen > 0 && (
        <Button hideBelow="md" variant="ghost" minH="11" mt="2" onClick={() => onChange({ regions: [], sensors: [], ipRatings: [] })}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
