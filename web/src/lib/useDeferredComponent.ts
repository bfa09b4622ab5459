import { useCallback, useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code loads only when first wanted (`load()`), keeping it out of the first-load
 * bundle (the toasts' view). Returns the component once its module has arrived.
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
