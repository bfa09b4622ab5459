import { useEffect, useRef } from "react";
import { bootAttribute } from "./attributes";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed the field from what the prerendered HTML showed. */
export function changedSincePrerender(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (
      field.selectedIndex !==
      Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      )
    );
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

/**
 * `useEarlyInput` for a whole form: on mount, the named fields the visitor changed before the form
 * hydrated go to `adopt` as name -> value. Returns the ref for the form element.
 */
export function useEarlyFormInput(adopt: (values: Record<string, string>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const adoptOnMount = useRef(adopt);
  useEffect(() => {
    const changed: Record<string, string> = {};
    for (const field of ref.current?.elements ?? []) {
      const isField = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
      if (isField && field.name && changedSincePrerender(field)) changed[field.name] = field.value;
    }
    if (Object.keys(changed).length > 0) adoptOnMount.current(changed);
  }, []);
  return ref;
}

/**
 * `useEarlyInput` for the checkboxes inside an element: React hydrates a checkbox keeping what the
 * browser shows, so one ticked before hydration would show ticked with the state saying otherwise.
 * On mount the boxes whose state differs from the server's HTML go to `adopt`. Returns the ref for
 * the element that holds them.
 */
export function useEarlyChecks<T extends HTMLElement>(adopt: (changed: HTMLInputElement[]) => void) {
  const ref = useRef<T>(null);
  const adoptOnMount = useRef(adopt);
  useEffect(() => {
    const boxes = [...(ref.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])];
    const changed = boxes.filter((box) => box.checked !== box.defaultChecked);
    if (changed.length > 0) adoptOnMount.current(changed);
  }, []);
  return ref;
}

/**
 * Styles for what an island shows while the boot marks it `busy` (input came before its code, so
 * what it shows is out of date): `css={whileBusy({ visibility: "hidden" })}`.
 */
export const whileBusy = (styles: Record<string, unknown>) => ({ [`[${bootAttribute}~="busy"] &`]: styles });
