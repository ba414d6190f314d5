// @ts-check
import path from "node:path";
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * STYLE.md "Shape of the tree": one naming style for `src/lib` modules, kept by the linter.
 * A tiny local rule instead of a plugin: every folder and file name under src/lib is kebab-case.
 * @type {import("eslint").Rule.RuleModule}
 */
const kebabCaseLibFiles = {
  meta: {
    type: "suggestion",
    docs: { description: "File and folder names under src/lib are kebab-case" },
    schema: [],
    messages: { notKebab: "'{{name}}' is not kebab-case: name src/lib modules like 'product-card.ts'." },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(path.join(context.cwd, "src/lib"), context.physicalFilename);
        if (relative.startsWith("..") || path.isAbsolute(relative)) return;
        for (const part of relative.split(path.sep)) {
          const name = part.replace(/(?:\.d)?\.[cm]?[jt]sx?$/, "");
          if (!KEBAB_CASE.test(name)) context.report({ node, messageId: "notKebab", data: { name: part } });
        }
      },
    };
  },
};

/**
 * What no module of src/ may import: dependencies run one way (issue 27). The scripts use the site's code, the
 * site never uses theirs: a module both need lives in src/ (the release's site checks, src/release/site-check).
 * @type {{ regex: string, message: string }[]}
 */
const SRC_IMPORTS_NOT = [
  { regex: "(^|/)scripts/", message: "src/ is used by scripts/, it does not use them: move the module into src/." },
];

/**
 * What the build may not import: the click service's code. What both need (the store, the price history) is
 * src/store, shared by the two.
 * @type {{ regex: string, message: string }[]}
 */
const BUILD_IMPORTS_NOT = [
  { regex: "(^|/)service/", message: "The build shares src/store and src/lib with the service, not its modules." },
];

/**
 * What no `src/lib` module may import: src/lib is pure, framework-free code that components, stores and the
 * build use, never the other way round (STYLE.md, "Shape of the tree").
 * @type {{ regex: string, message: string }[]}
 */
const LIB_IMPORTS_NOT = [
  { regex: "(^|/)components/", message: "src/lib is used by components, it does not use them: move the logic here." },
  { regex: "(^|/)stores/", message: "src/lib is used by the stores, it does not use them: pass the value in." },
  { regex: "(^|/)build/", message: "src/lib is used by the build (src/build), it does not use it." },
];

/**
 * Data flows one way: src/lib/cms reads vendor shapes and hands over the project's own parts (src/lib/domain);
 * src/lib/catalog assembles them. Nothing in cms knows the catalogue.
 * @type {{ regex: string, message: string }[]}
 */
const CMS_IMPORTS_NOT = [
  {
    regex: "(^|/)catalog(/|$)",
    message: "src/lib/cms hands its parts to src/lib/catalog, never the reverse: share types through src/lib/domain.",
  },
];

export default defineConfig(
  {
    ignores: [
      "**/dist/",
      "**/.astro/",
      "**/node_modules/",
      "reports/",
      ".bench/",
      ".cache/",
      "public/media/",
      "src/data/*.json",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs["flat/recommended"],
  astro.configs["flat/jsx-a11y-recommended"],

  // Node code: config files, build scripts, integrations, tests.
  {
    files: [
      "**/*.config.{js,mjs,cjs,ts}",
      "scripts/**",
      "bench/**",
      "src/build/**",
      "src/lib/**",
      "src/pages/**/*.ts",
      "tests/**",
    ],
    languageOptions: { globals: globals.node },
  },
  // Browser code: islands, stores and client scripts inside .astro files.
  {
    files: ["src/components/**", "src/stores/**", "**/*.astro/*.{js,ts}"],
    languageOptions: { globals: globals.browser },
  },
  // React islands: same a11y rules as the .astro templates.
  {
    files: ["**/*.{jsx,tsx}"],
    ...jsxA11y.configs.recommended,
    languageOptions: {
      ...jsxA11y.configs.recommended.languageOptions,
      globals: globals.browser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },

  // `role="list"` on a styled list is deliberate: Safari/VoiceOver drop list semantics when `list-style: none`.
  {
    files: ["**/*.astro"],
    rules: { "astro/jsx-a11y/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }] },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    rules: { "jsx-a11y-x/no-redundant-roles": ["error", { nav: ["navigation"], ul: ["list"], ol: ["list"] }] },
  },

  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  // A later block's options replace an earlier one's for the same rule: each block repeats src/'s patterns.
  {
    files: ["src/**"],
    rules: { "no-restricted-imports": ["error", { patterns: SRC_IMPORTS_NOT }] },
  },
  {
    files: ["src/build/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...SRC_IMPORTS_NOT, ...BUILD_IMPORTS_NOT] }] },
  },
  {
    files: ["src/lib/**"],
    plugins: { vitrina: { rules: { "kebab-case-files": kebabCaseLibFiles } } },
    rules: {
      "vitrina/kebab-case-files": "error",
      "no-restricted-imports": ["error", { patterns: [...SRC_IMPORTS_NOT, ...LIB_IMPORTS_NOT] }],
    },
  },
  // cms keeps src/lib's patterns too.
  {
    files: ["src/lib/cms/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...SRC_IMPORTS_NOT, ...LIB_IMPORTS_NOT, ...CMS_IMPORTS_NOT] }],
    },
  },
);
