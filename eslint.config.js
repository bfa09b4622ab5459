import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features do not reach into each other's insides (STYLE.md): a feature imports another only
// through its index, and pages and the app shell import a feature through its index too. The
// islands' modules and the browser entry name a component's or the admin boot's own module on
// purpose (their chunks would otherwise hold the whole feature), so they are outside these zones.
const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIndexes = (but) => features.filter((name) => name !== but).map((name) => `./${name}/index.ts`);
// A page may name an island's own module: a feature's index that other features import (the quote
// list's, for Add to quote on every card) must not carry an island, whose module brings its whole
// form along into every page with a card.
const featureIslands = readdirSync(new URL("./web/src/features", import.meta.url), { recursive: true })
  .filter((file) => file.endsWith(".island.tsx"))
  .map((file) => `./${file}`);
const boundaryMessage = "Import a feature through its index (~/features/<name>), not its insides.";
const featureBoundaries = [
  ...features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: "./web/src/features",
    except: [`./${name}`, ...featureIndexes(name)],
    message: boundaryMessage,
  })),
  ...["pages", "app", "components", "lib"].map((folder) => ({
    target: `./web/src/${folder}`,
    from: "./web/src/features",
    except: folder === "pages" ? [...featureIndexes(), ...featureIslands] : featureIndexes(),
    message: boundaryMessage,
  })),
];

// The page head (web/src/app/pageHead, decision 084) has two entry points: index.ts (what renders
// with React and Chakra) and index.server.ts (the server's render). Code outside the folder imports
// nothing else of it.
const entriesBut = (folder, but) =>
  readdirSync(new URL(`./web/src/${folder}`, import.meta.url))
    .filter((name) => name !== but)
    .map((name) => `./web/src/${folder}${name}`);
const pageHeadBoundary = {
  // Every file and folder of web/src but app/, and of app/ but pageHead/.
  target: [...entriesBut("", "app"), ...entriesBut("app/", "pageHead")],
  from: "./web/src/app/pageHead",
  except: ["./index.ts", "./index.server.ts"],
  message: "Import the page head through its entry points (~/app/pageHead, ~/app/pageHead/index.server), not its insides.",
};

// The page boot (web/src/boot, docs/pages.md) is what pages and the entry import; it imports no
// feature and no page: it finds islands and page controls by their modules' names (boot/registry.ts).
const bootBoundary = {
  target: "./web/src/boot",
  from: ["./web/src/features", "./web/src/pages"],
  message: "The boot imports no feature or page: declare an island (<Name>.island.tsx) or a page control (<name>.controls.ts) instead.",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "functions/lib/**",
      "**/.react-router/**",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      "web/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Packages import none of ours: their modules are not followed.
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": ["error", { zones: [...featureBoundaries, pageHeadBoundary] }],
    },
    // eslint-plugin-import reads only the extensions and parsers it is told of: without these it saw no
    // TypeScript module's imports, and import/no-cycle found no cycle at all.
    settings: {
      "import/resolver": { typescript: { project: "web/tsconfig.json" } },
      "import/extensions": [".ts", ".tsx", ".js"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/ignore": ["node_modules"],
    },
  },
  {
    // The boot's own code (its tests hydrate real islands).
    files: ["web/src/boot/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...featureBoundaries, pageHeadBoundary, bootBoundary] }] },
  },
  {
    // React Router's rule, checked without a build: a `.server` module (the page loader's text,
    // @emotion/server) is imported only by the server's code and tests, so no browser chunk carries it.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.server.{ts,tsx}", "web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "\\.server$", message: "A .server module is for the server's render only: React Router's client build fails if browser code imports it." },
          ],
        },
      ],
    },
  },
  {
    // The contracts are what both sides agree on: they import neither side (decision 024).
    files: ["contracts/src/**/*.ts"],
    plugins: { import: importPlugin },
    rules: {
      "import/no-cycle": "error",
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./contracts", from: ["./web", "./functions", "./scripts"], message: "The contracts import neither the web app nor the function." },
          ],
        },
      ],
    },
    settings: {
      "import/resolver": { typescript: { project: "contracts/tsconfig.json" } },
      "import/extensions": [".ts"],
      "import/parsers": { "@typescript-eslint/parser": [".ts"] },
    },
  },
);
