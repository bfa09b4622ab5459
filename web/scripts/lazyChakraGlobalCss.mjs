// Chakra's createSystem computes the reset, global and token CSS (the system's `_global`) as soon
// as a system is created; the token CSS alone was ~40% of creating the system, the longest task of
// a page load on a phone. A prerendered page has those rules in its head already, and its system
// never reads them (src/app/theme.ts, prerenderedPageSystem), so the browser build rewrites
// createSystem to compute them on first read (vite.config.ts). Anything that reads `_global` (the
// full system of the dev server and the prerender) gets the same rules as before.

/** The module the rewrite applies to. */
export const chakraSystemModule = "@chakra-ui/react/dist/esm/styled-system/system.js";

const eager = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const returned = "\n    _global,\n";

/**
 * Chakra's system.js with `_global` computed on first read. Throws when the code is not the one
 * this rewrite expects (a Chakra update), so the build fails rather than silently doing nothing.
 * @param {string} code
 * @returns {string}
 */
export function lazyChakraGlobalCss(code) {
  if (!code.includes(eager) || !code.includes(returned)) {
    throw new Error(`Chakra's createSystem changed: update web/scripts/lazyChakraGlobalCss.mjs for ${chakraSystemModule}`);
  }
  return code
    .replace(eager, "let _global;")
    .replace(returned, "\n    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n");
}
