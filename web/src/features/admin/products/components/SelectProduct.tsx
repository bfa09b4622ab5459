import { chakra } from "@chakra-ui/react";

/**
 * A product's selection box for bulk actions (issue 21), "Select {name}": a native checkbox inside a
 * 44 px target, so a tablet user can tick it.
 */
export function SelectProduct({ name, checked, onChange }: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" justifyContent="center" minW="11" minH="11" cursor="pointer" bg="white" rounded="md">
      <chakra.input type="checkbox" aria-label={`Select ${name}`} checked={checked} onChange={(e) => onChange(e.target.checked)} w="5" h="5" accentColor="var(--chakra-colors-brand-solid)" cursor="pointer" />
    </chakra.label>
  );
}
