import { useCallback, useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code loads only when first wanted (`load()` on hover, focus, touch or click),
 * keeping it out of the first-load bundle. Returns the component once its module has arrived.
 */
export function useDeferredComponent<P>(importer: () => Promise<{ default: ComponentType<P> }>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || Component) return;
    let live = true;
    importer().then(
      (module) => live && setComponent(() => module.default),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, Component, importer]);
  const load = useCallback(() => setWanted(true), []);
  return [Component, load] as const;
}

/**
 * Event handlers for the plain button that stands in for a deferred menu or drawer: touch, hover
 * and focus start loading its code; a click also asks for it to open once it has arrived.
 */
export function deferredTriggerHandlers({ load, setFocused, activate }: { load: () => void; setFocused: (focused: boolean) => void; activate: () => void }) {
  return {
    onPointerEnter: load,
    onTouchStart: load,
    onFocus: () => {
      setFocused(true);
      load();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      activate();
      load();
    },
  };
}
