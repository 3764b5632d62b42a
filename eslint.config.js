import { readdirSync } from "node:fs";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Lint rules, chiefly the dependency direction: web → shared ← functions ← infra.
 * web never imports functions or infra; shared imports nothing of ours; functions never imports infra or web.
 */
const forbid = (patterns, message, paths = zodPaths) => ["error", { paths, patterns: patterns.map((group) => ({ group, message })) }];
/** zod comes from shared/schemas/zod.ts only: zod/mini with English messages (docs/decisions/0005-zod-mini.md). */
const zodPaths = ["zod", "zod/v4", "zod/mini", "zod/v4/mini", "zod/v4-mini"].map((name) => ({
  name,
  message: 'Import zod as `import * as z from ".../shared/schemas/zod"` (zod/mini with English messages, ADR 0005).',
}));
/**
 * A domain folder's entity and queries are its own (functions/domains/<d>/): other code calls its service
 * (index.ts). The folders are read here, so a domain moved in is covered without editing this file. Its own
 * files import them as "./queries"; an import naming a domain's folder and one of them ("…/domains/<d>/queries",
 * "../<d>/entity" from a sibling domain) is refused. functions/domains/entities.ts registers the entities.
 */
const domainNames = readdirSync(new URL("./functions/domains", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const privateOf = (prefix) => `${prefix}(${domainNames.join("|")})/(queries|entity)[^/]*(/.*)?$`;
const domainPrivate = [
  "error",
  {
    patterns: [
      {
        regex: `${privateOf("(^|/)domains/")}|${privateOf("^\\.\\./")}`,
        message: "Call the domain's service (functions/domains/<d>/index.ts), not its queries or entity.",
      },
    ],
  },
];
/**
 * functions/lib is the bottom of the server: generic code the handler stack, the table code and the domains build
 * on. It imports neither the table code (functions/db) nor a domain; what the stack needs of them (who is calling)
 * is given to it (functions/domains/route.ts, ADR 0199).
 */
const functionsOnly = ["**/infra/**", "**/web/**", "**/scripts/**"];
const functionsMessage = "functions/ may import only shared/ of ours.";
const libBelow = ["../db", "../db/**", "../domains", "../domains/**"];
const libMessage = "functions/lib imports no table code and no domain: take what it needs as a parameter (ADR 0199).";
const sharedOnly = [["**/functions/**", "**/infra/**", "**/web/**", "**/scripts/**", "node:*", "@aws-sdk/*"]];
const sharedMessage = "shared/ holds pure domain code: no imports of other layers, Node or AWS.";
/** Lists in web/features are RecordList (web/components/RecordList.tsx): one column list for the table and the phone cards. */
const SELECT_RULE = {
  selector: "JSXMemberExpression[object.name='NativeSelect'][property.name='Root']",
  message: "Use SelectField (web/components/form/SelectField.tsx) instead of a raw NativeSelect.",
};
const TABLE_RULE = {
  selector: "JSXOpeningElement > JSXMemberExpression[object.name='Table'][property.name='Root']",
  message: "Build lists with RecordList (web/components/RecordList.tsx), not a raw Table.Root.",
};

/**
 * The Rules of Hooks and the React Compiler checks of eslint-plugin-react-hooks' recommended set for web/ (ADR 0195).
 * set-state-in-effect is an error: a value that follows a prop is derived while rendering (or the component is
 * keyed), not copied into state by an effect. Left out: incompatible-library (it only notes that
 * react-hook-form's watch() keeps the compiler away from a component).
 */
const reactHooksRules = {
  ...reactHooks.configs.flat.recommended.rules,
  "react-hooks/incompatible-library": "off",
};

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
    plugins: { "react-hooks": reactHooks },
    rules: reactHooksRules,
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": forbid([["**/functions/**", "**/infra/**", "**/scripts/**", "@aws-sdk/*"]], "web/ may import only shared/ of ours.") },
  },
  {
    // Feature code picks from options through web/components/form/SelectField.tsx (typed values, label, error)
    // and builds lists with RecordList.
    files: ["web/features/**/*.tsx"],
    rules: { "no-restricted-syntax": ["error", SELECT_RULE, TABLE_RULE] },
  },
  {
    files: ["functions/**/*.ts"],
    rules: { "no-restricted-imports": forbid([functionsOnly], functionsMessage) },
  },
  {
    files: ["functions/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: zodPaths,
          patterns: [
            { group: functionsOnly, message: functionsMessage },
            { group: libBelow, message: libMessage },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["functions/domains/entities.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": domainPrivate },
  },
);
