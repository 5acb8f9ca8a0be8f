import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Content areas under app/components; they must not import from each other (STYLE.md §1). */
const areas = [
  "about",
  "batches",
  "branches",
  "certificates",
  "companies",
  "contact",
  "courses",
  "enquiries",
  "faculty",
  "home",
  "learn-more",
  "placements",
  "questions",
  "testimonials",
  "videos",
];

/**
 * One import style (STYLE.md §1): a file of this repository is imported through package.json
 * `imports` (#app/…, #scripts/…, #tests/…, #host/…) with its extension, which Node, Vite,
 * Vitest, Playwright and TypeScript all resolve. React Router's generated `./+types/<route>`
 * are the one relative import: they exist only beside the route, in .react-router/types.
 */
const oneStyle = {
  regex: "^(~/|\\.{1,2}/(?!\\+types/))",
  message:
    "Import this repository's files as #app/…, #scripts/…, #tests/… or #host/… with the extension (package.json imports).",
};

/**
 * The rooms of the house, each importing only the rooms before it, so no two rooms depend on
 * each other (README, "Where things are"): the app runs in the browser and imports no other
 * room; the host serves it; then the build's wings, the content and its editor first; the
 * developer's tools last; the tests may import anything. A test file beside the code may also
 * import the tests' support, so the rule reads the code's own files only.
 */
const rooms = [
  { files: ["app/**"], later: ["#host/*", "#scripts/*", "#tests/*"] },
  { files: ["host/**"], later: ["#scripts/*", "#tests/*"] },
  {
    files: ["scripts/content/**"],
    ignores: ["scripts/content/editor/**"],
    later: [
      "#scripts/content/editor/*",
      "#scripts/media/*",
      "#scripts/build/*",
      "#scripts/check-build/*",
      "#scripts/publish/*",
      "#scripts/tools/*",
      "#tests/*",
    ],
  },
  {
    files: ["scripts/content/editor/**"],
    later: [
      "#scripts/media/*",
      "#scripts/build/*",
      "#scripts/check-build/*",
      "#scripts/publish/*",
      "#scripts/tools/*",
      "#tests/*",
    ],
  },
  {
    files: ["scripts/media/**"],
    later: [
      "#scripts/content/editor/*",
      "#scripts/build/*",
      "#scripts/check-build/*",
      "#scripts/publish/*",
      "#scripts/tools/*",
      "#tests/*",
    ],
  },
  {
    files: ["scripts/build/**"],
    later: [
      "#scripts/check-build/*",
      "#scripts/publish/*",
      "#scripts/tools/*",
      "#tests/*",
    ],
  },
  {
    files: ["scripts/check-build/**"],
    later: ["#scripts/publish/*", "#scripts/tools/*", "#tests/*"],
  },
  // The publishing workflow's report job checks out scripts/publish alone: it imports nothing else.
  {
    files: ["scripts/publish/**"],
    later: [
      "#app/*",
      "#host/*",
      "#scripts/build/*",
      "#scripts/check-build/*",
      "#scripts/content/*",
      "#scripts/media/*",
      "#scripts/tools/*",
      "#tests/*",
    ],
  },
  { files: ["scripts/tools/**"], later: ["#tests/*"] },
];

/** What the app's shared code (lib, config, content) never imports: React and what renders. */
const sharedCode = [
  "react",
  "react-dom",
  "react-router",
  "#app/components/*",
  "#app/routes/*",
  "#app/hooks/*",
];

const flowMessage =
  "Imports flow one way: between rooms (app, host, scripts' wings, tests) and inside the app (content, then shared code, then area folders, then routes; STYLE.md §1).";

/**
 * A pattern of `no-restricted-imports` ("#scripts/*", "react") as a regular expression of an
 * import's source, for the selector of `import("…")`: a package name stands for its own
 * subpaths too (react/jsx-runtime), as the pattern does.
 */
const sourceRegex = (pattern) =>
  "^" +
  pattern.replace(/[.+?^${}()|[\]\\/]/g, "\\$&").replace(/\*/g, ".*") +
  (pattern.endsWith("*") ? "" : "(\\/|$)");

/**
 * The rule for a part of the code: one import style, plus the imports that would flow
 * backwards. `no-restricted-imports` reads static imports and re-exports only; a dynamic
 * `import("#scripts/…")` with a literal address is refused by `no-restricted-syntax` with the
 * same lists.
 */
const restrict = (...groups) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        oneStyle,
        ...groups.map((group) => ({
          // A leading # starts a comment in these gitignore-style patterns: escape it.
          group: group.map((g) => g.replace(/^#/, "\\#")),
          message: flowMessage,
        })),
      ],
    },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector: `ImportExpression[source.type='Literal'][source.value=/${oneStyle.regex.replaceAll("/", "\\/")}/]`,
      message: oneStyle.message,
    },
    ...groups.map((group) => ({
      selector: `ImportExpression[source.type='Literal'][source.value=/${group.map(sourceRegex).join("|")}/]`,
      message: flowMessage,
    })),
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
  { files: ["**/*.{ts,tsx,js}"], rules: restrict() },
  ...rooms.map(({ files, ignores = [], later }) => ({
    files,
    ignores: [...ignores, "**/*.test.ts", "**/*.test.tsx"],
    rules: restrict(later),
  })),
  {
    files: ["app/lib/**", "app/config/**"],
    ignores: ["**/*.d.ts", "**/*.test.ts"],
    rules: restrict(rooms[0].later, sharedCode),
  },
  // The content is the app's first floor: the data, its schemas and vocabulary. The logic,
  // configuration and texts that read it import it, never the reverse.
  {
    files: ["app/content/**"],
    ignores: ["**/*.d.ts", "**/*.test.ts"],
    rules: restrict(rooms[0].later, sharedCode, [
      "#app/lib/*",
      "#app/config/*",
      "#app/i18n/*",
      "#app/start/*",
      "#app/certificate-print/*",
    ]),
  },
  {
    files: ["app/components/ui/**", "app/hooks/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: restrict(rooms[0].later, [
      ...areas.map((a) => `#app/components/${a}/*`),
      "#app/components/layout/*",
      "#app/routes/*",
    ]),
  },
  ...areas.map((area) => ({
    files: [`app/components/${area}/**`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: restrict(rooms[0].later, [
      ...areas.filter((a) => a !== area).map((a) => `#app/components/${a}/*`),
      "#app/components/layout/*",
      "#app/routes/*",
    ]),
  })),
  {
    files: ["app/components/layout/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: restrict(rooms[0].later, [
      ...areas.map((a) => `#app/components/${a}/*`),
      "#app/routes/*",
    ]),
  },
);
