import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from "react";

/**
 * A component whose code loads only when first wanted (`load()` on hover, focus, touch or click),
 * keeping it out of the first-load bundle. Returns the component once its module has arrived, and
 * whether the stand-in button had the focus at that moment (the real one should take it over).
 */
export function useDeferredComponent<P>(importer: () => Promise<{ default: ComponentType<P> }>, standIn?: RefObject<HTMLElement | null>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P>; hadFocus: boolean } | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    importer().then(
      (module) => live && setLoaded({ Component: module.default, hadFocus: holdsFocus(standIn?.current ?? null) }),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, importer, standIn]);
  const load = useCallback(() => setWanted(true), []);
  return [loaded?.Component ?? null, load, loaded?.hadFocus ?? false] as const;
}

/**
 * Event handlers for the plain button that stands in for a deferred menu or drawer: touch, hover
 * and focus start loading its code; a click also asks for it to open once it has arrived.
 */
export function deferredTriggerHandlers({ load, activate }: { load: () => void; activate: () => void }) {
  return {
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: load,
    onClick: () => {
      activate();
      load();
    },
  };
}

/** Whether the element (a stand-in button) has the focus. */
export function holdsFocus(element: HTMLElement | null) {
  return element !== null && element.ownerDocument.activeElement === element;
}

/**
 * Focuses the real trigger in the same commit that removed the focused stand-in, if the focus fell
 * to <body> with it. An effect would run after a paint, and a key pressed in between would be lost.
 */
export function useFocusOnMount(target: RefObject<HTMLElement | null>, focus: boolean) {
  const focusAtMount = useRef(focus);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (focusAtMount.current && (active === null || active === document.body)) target.current?.focus();
  }, [target]);
}
