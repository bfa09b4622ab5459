/**
 * A product's selection box for bulk actions (issue 21), "Select {name}": a native checkbox inside a
 * 44 px target. Plain elements, styled by the list that shows them (ProductRowStyles).
 */
export function SelectProduct({ name, checked, onChange }: { name: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label data-select="">
      <input type="checkbox" aria-label={`Select ${name}`} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}
