import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "import/no-cycle": "off",
      // Features do not reach into each other's insides; pages and app import a feature's index.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/features/*/*", "~/features/*/*/**"], message: "Import a feature through its index (~/features/<name>)." }] },
      ],
    },
  },
  {
    // The islands registry names each island's own module, and the browser entry the admin's boot:
    // importing them through the feature's index would put the whole feature in their chunk.
    files: ["web/src/features/**/*.{ts,tsx}", "web/src/islands/registry.ts", "web/src/entry.client.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
);
