import tseslint from "typescript-eslint";

/**
 * Lint rules, chiefly the dependency direction of DESIGN.md: web → shared ← functions ← infra.
 * web never imports functions or infra; shared imports nothing of ours; functions never imports infra or web.
 */
const forbid = (patterns, message, paths = zodPaths) => ["error", { paths, patterns: patterns.map((group) => ({ group, message })) }];
/** zod comes from shared/schemas/zod.ts only: zod/mini with English messages (docs/decisions/0005-zod-mini.md). */
const zodPaths = ["zod", "zod/v4", "zod/mini", "zod/v4/mini", "zod/v4-mini"].map((name) => ({
  name,
  message: "Import zod as `import * as z from \".../shared/schemas/zod\"` (zod/mini with English messages, ADR 0005).",
}));
const sharedOnly = [["**/functions/**", "**/infra/**", "**/web/**", "**/scripts/**", "node:*", "@aws-sdk/*"]];
const sharedMessage = "shared/ holds pure domain code: no imports of other layers, Node or AWS.";
/**
 * Lists in web/features are RecordList (web/components/RecordList.tsx): one column list for the table and the
 * phone cards. The screens below still build their table by hand and move onto RecordList one at a time.
 */
const rawTableScreens = [
  "web/features/interests/pages/InterestsPage.tsx",
  "web/features/companies/components/tabs/ProductsTab.tsx",
  "web/features/companies/components/ImportDialog.tsx",
  "web/features/research/pages/ResearchesTabRoute.tsx",
  "web/features/booth/pages/BoothPage.tsx",
  "web/features/leads/detail/MaterialsCard.tsx",
  "web/features/suspects/pages/SuspectsPage.tsx",
  "web/features/prices/pages/PricesPage.tsx",
  "web/features/requests/components/MatchesTable.tsx",
];

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "cdk.out/", ".local/", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: zodPaths }] },
  },
  {
    files: ["shared/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": forbid(sharedOnly, sharedMessage) },
  },
  {
    files: ["shared/schemas/zod.ts"],
    rules: { "no-restricted-imports": forbid(sharedOnly, sharedMessage, []) },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": forbid([["**/functions/**", "**/infra/**", "**/scripts/**", "@aws-sdk/*"]], "web/ may import only shared/ of ours.") },
  },
  {
    files: ["web/features/**/*.tsx"],
    ignores: rawTableScreens,
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXOpeningElement > JSXMemberExpression[object.name='Table'][property.name='Root']", message: "Build lists with RecordList (web/components/RecordList.tsx), not a raw Table.Root." },
      ],
    },
  },
  {
    files: ["functions/**/*.ts"],
    rules: { "no-restricted-imports": forbid([["**/infra/**", "**/web/**", "**/scripts/**"]], "functions/ may import only shared/ of ours.") },
  },
);
