import { useEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLSelectElement;

/** Whether the visitor changed the field from what the prerendered HTML showed. */
export function changedSincePrerender(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return field.selectedIndex !== Math.max(0, options.findIndex((option) => option.defaultSelected));
  }
  return field.value !== field.defaultValue;
}

/**
 * Prerendered fields can be typed into (or chosen from) before the page's scripts have run; React
 * then hydrates with the state it computed (from the URL, say) and never hears of that input. On
 * mount this hook hands what the visitor entered to `adopt`, so nothing entered early is lost.
 * A field the visitor did not touch keeps the state. Returns the ref for the field element.
 */
export function useEarlyInput<T extends Field>(adopt: (value: string) => void) {
  const ref = useRef<T>(null);
  const adoptOnMount = useRef(adopt);
  useEffect(() => {
    const field = ref.current;
    if (field && changedSincePrerender(field)) adoptOnMount.current(field.value);
  }, []);
  return ref;
}
