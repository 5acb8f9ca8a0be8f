import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Content areas under app/components; they must not import from each other (STYLE.md §1). */
const areas = [
  "about",
  "batches",
  "companies",
  "contact",
  "courses",
  "enquiries",
  "home",
  "learn-more",
  "placements",
  "testimonials",
  "videos",
];

const restrict = (patterns) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: patterns.map((group) => ({
        group,
        message:
          "Imports flow one way: shared code, then area folders, then routes (STYLE.md §1).",
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-results-*/",
      "playwright-report/",
      "reports/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/lib/**", "app/config/**", "app/content/**"],
    ignores: ["**/*.d.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react-router",
                "~/components/*",
                "~/routes/*",
                "~/hooks/*",
              ],
              message:
                "Imports flow one way: shared code, then area folders, then routes (STYLE.md §1).",
            },
            {
              group: ["~/*"],
              message:
                "Shared code also runs in the build (scripts/ imports it as #app/…): import it by relative path, which every loader resolves.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app/*"],
              message:
                "The build wing and the tests import the app one way: #app/<path>.ts (package.json imports).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/ui/**", "app/hooks/**"],
    rules: restrict([
      [
        ...areas.map((a) => `~/components/${a}/*`),
        "~/components/layout/*",
        "~/routes/*",
      ],
    ]),
  },
  ...areas.map((area) => ({
    files: [`app/components/${area}/**`],
    rules: restrict([
      [
        ...areas.filter((a) => a !== area).map((a) => `~/components/${a}/*`),
        "~/components/layout/*",
        "~/routes/*",
      ],
    ]),
  })),
  {
    files: ["app/components/layout/**"],
    rules: restrict([
      [...areas.map((a) => `~/components/${a}/*`), "~/routes/*"],
    ]),
  },
);
