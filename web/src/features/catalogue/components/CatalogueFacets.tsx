import { memo, useCallback, type RefObject } from "react";
import { LinkButton } from "~/components/LinkButton";
import { Button, chakra, defineStyle, HStack, SimpleGrid } from "@chakra-ui/react";
import { CheckboxRow } from "~/components/CheckboxRow";
import { inPlaceClick } from "~/lib/inPlaceClick";
import { useEarlyChecks } from "~/boot/earlyInput";
import { chosenCount, noFacetChoice, type Facet, type FacetKey, type FacetOption, type FacetSelection } from "../lib/catalogueFacets";
import { unfoldParam } from "../lib/catalogueFilters";

interface CatalogueFacetsProps {
  groups: { facet: Facet; options: FacetOption[] }[];
  selection: FacetSelection;
  onChange: (next: Partial<FacetSelection>) => void;
  /** The address of the view with `next` applied: where Clear filters leads without the island. */
  hrefFor: (next: Partial<FacetSelection>) => string;
  /** The facets that list every option (the address's `all`). */
  unfolded: readonly FacetKey[];
  /** Lists every option of `facet` (its "Show all N" pressed with the island there). */
  onUnfold: (facet: FacetKey) => void;
}

/**
 * A facet lists this many options (the most devices first, and any chosen) until its "Show all N" is
 * pressed. Only those are in the page: the whole Device Repository has over 120 manufacturers, and
 * their rows were most of the marketplace's HTML (issue 32); five a facet keep them a small part of it
 * with the whole repository (issue 46; the page's size is held by decision 109's budget).
 */
const firstOptionCount = 5;

/** The options a folded facet lists: the first that would leave devices (in the facet's order), and every chosen one. */
function firstOptions(options: FacetOption[]): FacetOption[] {
  const leaving = new Set(options.filter((option) => option.count > 0).slice(0, firstOptionCount));
  return options.filter((option) => leaving.has(option) || option.chosen);
}

const withToggled = (list: readonly string[], value: string, on: boolean) => [...list.filter((item) => item !== value), ...(on ? [value] : [])];

interface OptionRowProps extends Pick<FacetOption, "value" | "label" | "count"> {
  facet: Facet;
  checked: boolean;
  onToggle: (key: FacetKey, value: string, on: boolean) => void;
}

/** One option's row: rendered again only when its count or its box changes, not at every keystroke. */
const OptionRow = memo(function OptionRow({ facet, value, label, count, checked, onToggle }: OptionRowProps) {
  return (
    <CheckboxRow
      name={facet.param}
      value={value}
      checked={checked}
      // An option that would leave no device is greyed out, unless it is ticked.
      disabled={count === 0 && !checked}
      count={count}
      onCheckedChange={(on) => onToggle(facet.key, value, on)}
    >
      {label}
    </CheckboxRow>
  );
});

/** Apply filters: sends the form without the island; with it, folds the panel on a phone to show the results. Static, so not rendered again as counts change. */
const ApplyButton = memo(function ApplyButton({ panel }: { panel: RefObject<HTMLDetailsElement | null> }) {
  return (
    <Button
      type="submit"
      variant="outline"
      minH="11"
      onClick={() => {
        if (panel.current) panel.current.open = false;
      }}
    >
      Apply filters
    </Button>
  );
});

/**
 * A facet's fieldset, its legend, its scrolling list and its "Show all N", styled from the fieldset:
 * one styled element per facet (see CheckboxRow). Plain fieldsets: the theme's Fieldset recipe is not
 * needed here.
 */
const facetStyle = defineStyle({
  minW: "0",
  border: "0",
  p: "0",
  m: "0",
  "& > legend": { p: "0", mb: "1", fontSize: "sm", fontWeight: "semibold" },
  "& > div": { maxH: "13.5rem", overflowY: "auto", borderWidth: "1px", rounded: "md", px: "2", py: "1" },
  "& [data-part=empty]": { py: "3", fontSize: "sm", color: "fg.muted" },
  "& [data-part=unfold]": {
    display: "flex",
    alignItems: "center",
    w: "full",
    minH: "11",
    px: "1",
    fontSize: "sm",
    fontWeight: "medium",
    color: "brand.700",
    cursor: "pointer",
    _hover: { textDecoration: "underline" },
  },
});

/**
 * The panel opens from HTML (a `<details>`): folded behind "Filters" on a phone, always open on a
 * wider screen where the browser can style a details' content (`::details-content`; elsewhere it
 * stays a fold there too).
 */
const foldOnPhones = {
  "@supports selector(::details-content)": {
    "@media screen and (min-width: 48rem)": {
      "& > summary": { display: "none" },
      "&::details-content": { contentVisibility: "visible" },
    },
  },
};

/**
 * Issues 22 and 32: the facets a buyer filters by (region / frequency plan, sensor type, IP rating,
 * manufacturer), each option with how many devices choosing it would leave. Checkboxes of the
 * marketplace's GET form: without the island, Apply filters sends them; the island applies each
 * as it is ticked, and Apply filters folds the panel on a phone to show the results. Beside the search and category on wide screens; folded on a phone.
 */
export const CatalogueFacets = memo(function CatalogueFacets({ groups, selection, onChange, hrefFor, unfolded, onUnfold }: CatalogueFacetsProps) {
  const chosen = chosenCount(selection);
  const toggle = useCallback((key: FacetKey, value: string, on: boolean) => onChange({ [key]: withToggled(selection[key], value, on) }), [onChange, selection]);
  // Boxes ticked before the island hydrated are taken over, all in one change.
  const panelRef = useEarlyChecks<HTMLDetailsElement>((boxes) => {
    const next: FacetSelection = { ...selection };
    for (const box of boxes) {
      const facet = groups.find((group) => group.facet.param === box.name)?.facet;
      if (facet) next[facet.key] = withToggled(next[facet.key], box.value, box.checked);
    }
    onChange(next);
  });
  if (groups.every(({ options }) => options.length === 0)) return null;
  const clear =
    chosen > 0 ? (
      <LinkButton asChild variant="ghost" minH="11">
        <a href={hrefFor(noFacetChoice)} onClick={inPlaceClick(() => onChange(noFacetChoice))}>
          Clear filters
        </a>
      </LinkButton>
    ) : null;
  return (
    <chakra.details ref={panelRef} css={foldOnPhones}>
      <chakra.summary
        display="inline-flex"
        alignItems="center"
        minH="11"
        px="4"
        borderWidth="1px"
        rounded="l2"
        fontWeight="medium"
        fontSize="sm"
        cursor="pointer"
        _hover={{ bg: "bg.subtle" }}
      >
        Filters{chosen > 0 && ` (${chosen})`}
      </chakra.summary>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: "4", md: "6" }} mt={{ base: "3", md: "0" }}>
        {groups.map(({ facet, options }) => {
          // The first options that leave devices, and any chosen one; every option once the facet is unfolded.
          const listed = unfolded.includes(facet.key) ? options : firstOptions(options);
          return (
            <chakra.fieldset key={facet.key} css={facetStyle}>
              <legend>{facet.label}</legend>
              <div>
                {options.length === 0 ? (
                  <p data-part="empty">No devices list one yet.</p>
                ) : listed.length === 0 ? (
                  // None would leave a device: its options, all greyed out, are not worth a "Show all".
                  <p data-part="empty">None of the devices found lists one.</p>
                ) : (
                  // Ticked as the address says now; the counts may catch up a frame later (useDeferredValue).
                  listed.map((option) => (
                    <OptionRow
                      key={option.value}
                      facet={facet}
                      value={option.value}
                      label={option.label}
                      count={option.count}
                      checked={selection[facet.key].includes(option.value)}
                      onToggle={toggle}
                    />
                  ))
                )}
                {unfolded.includes(facet.key) ? (
                  // The form keeps the facet unfolded when it is sent.
                  <input type="hidden" name={unfoldParam} value={facet.param} />
                ) : (
                  listed.length > 0 &&
                  listed.length < options.length && (
                    // A button of the form: without the island it sends the boxes ticked so far with
                    // the facet unfolded, so nothing chosen is lost; with it, the rest appear in place.
                    <button
                      type="submit"
                      name={unfoldParam}
                      value={facet.param}
                      data-part="unfold"
                      onClick={(event) => {
                        event.preventDefault();
                        onUnfold(facet.key);
                      }}
                    >
                      {`Show all ${options.length}`}
                    </button>
                  )
                )}
              </div>
            </chakra.fieldset>
          );
        })}
      </SimpleGrid>
      <HStack gap="3" mt="3" wrap="wrap">
        <ApplyButton panel={panelRef} />
        {clear}
      </HStack>
    </chakra.details>
  );
});
