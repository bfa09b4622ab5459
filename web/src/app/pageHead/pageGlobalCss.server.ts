import { cssVarsPrefix, cssVarsRoot } from "@chakra-ui/react/theme";

// A page's head carries the design tokens and keyframes its own HTML uses, not all of them
// (decision 047). Chakra declares every token as a custom property in one rule
// (`:where(html, .chakra-theme){...}`, about 450 of them; a page uses about 130) and writes 33
// keyframes twice (prefixed and not; a page uses a few or none). The rest cost about 3.5 KB of gzip
// in every page, enough to push a page past the 14.6 KB a new connection delivers in its first round
// trip (TCP's initial window): a phone then waited one more round trip for the HTML.
// What a page does later (an island's toast, menu, error state or spinner, the admin app) may use
// any of them, so the first Chakra system a page creates in the browser inserts them all, once
// (themeBase.ts, insertAllTokens). This cut runs on the server only (index.server.ts).

const tokenRuleStart = `${cssVarsRoot}{`;
const tokenPrefix = `--${cssVarsPrefix}-`;
/** A token's name: Chakra escapes the "." and "/" of its keys (`--chakra-spacing-2\.5`, `--chakra-sizes-1\/2`). */
const tokenName = `${tokenPrefix}(?:[\\w-]|\\\\.)+`;
const tokenReference = new RegExp(`var\\((${tokenName})`, "g");
const keyframesStart = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{/g;
/** Declarations that name keyframes: `animation`, `animation-name` (prefixed too) and the animation tokens. */
const animationDeclaration = /(?:animation(?:-name)?|--[\w-]*animations-[\w-]+)\s*:([^;}]*)/g;

function tokenReferences(css: string): string[] {
  return Array.from(css.matchAll(tokenReference), (match) => match[1]!);
}

/**
 * `globalCss` with its token rule cut to the tokens that the rest of it or `pageText` (the page's
 * other CSS and its markup) refer to, with the tokens those refer to. Other custom properties stay.
 */
function usedTokensOnly(globalCss: string, pageText: string): string {
  const start = globalCss.indexOf(tokenRuleStart);
  if (start === -1) return globalCss;
  const bodyStart = start + tokenRuleStart.length;
  const bodyEnd = globalCss.indexOf("}", bodyStart);
  // Token values hold no ";" or "}" (colours, sizes, shadows, font stacks, easings, animations).
  const declarations = new Map(
    globalCss
      .slice(bodyStart, bodyEnd)
      .split(";")
      .filter((declaration) => declaration.includes(":"))
      .map((declaration) => [declaration.slice(0, declaration.indexOf(":")).trim(), declaration] as const),
  );
  const used = new Set<string>();
  const pending = tokenReferences(globalCss.slice(0, start) + globalCss.slice(bodyEnd) + pageText);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    const declaration = declarations.get(name);
    if (declaration) pending.push(...tokenReferences(declaration));
  }
  const kept = [...declarations].filter(([name]) => used.has(name) || !name.startsWith(tokenPrefix)).map(([, declaration]) => declaration);
  return `${globalCss.slice(0, bodyStart)}${kept.join(";")}${globalCss.slice(bodyEnd)}`;
}

/** `globalCss` without the keyframes that no animation in it or in `pageText` names. */
function usedKeyframesOnly(globalCss: string, pageText: string): string {
  const blocks: { name: string; start: number; end: number }[] = [];
  for (const match of globalCss.matchAll(keyframesStart)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < globalCss.length) {
      const char = globalCss[end++];
      if (char === "{") depth++;
      else if (char === "}") depth--;
    }
    blocks.push({ name: match[1]!, start: match.index, end });
  }
  const outside = blocks.reduceRight((css, { start, end }) => css.slice(0, start) + css.slice(end), globalCss) + pageText;
  const named = new Set(Array.from(outside.matchAll(animationDeclaration), (match) => match[1]!.match(/[\w-]+/g) ?? []).flat());
  return blocks.reduceRight((css, { name, start, end }) => (named.has(name) ? css : css.slice(0, start) + css.slice(end)), globalCss);
}

/**
 * The head's global CSS for a page: Chakra's reset and global rules as they are, with only the
 * tokens and keyframes that the page (`pageText`: its markup and its other CSS) uses.
 */
export function pageGlobalCss(globalCss: string, pageText: string): string {
  return usedKeyframesOnly(usedTokensOnly(globalCss, pageText), pageText);
}
