import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// waitFor and findBy* give up after 15 s, not 1 s: a hang guard, not a speed limit, inside the test's
// own 30 s (vitest.config.ts). A file that took 2.5 s alone took 6.3 s beside the API tests on a
// 2-core machine, and its 1 s wait ran out; CI must also pass at a load of 12 (issue 47).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no ResizeObserver; Chakra's popovers and menus observe their anchors.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
