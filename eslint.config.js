import tseslint from "typescript-eslint";

/**
 * Lint rules, chiefly the dependency direction of DESIGN.md: web → shared ← functions ← infra.
 * web never imports functions or infra; shared imports nothing of ours; functions never imports infra or web.
 */
const forbid = (patterns, message) => ["error", { patterns: patterns.map((group) => ({ group, message })) }];

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
    files: ["shared/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": forbid([["**/functions/**", "**/infra/**", "**/web/**", "**/scripts/**", "node:*", "@aws-sdk/*"]], "shared/ holds pure domain code: no imports of other layers, Node or AWS.") },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": forbid([["**/functions/**", "**/infra/**", "**/scripts/**", "@aws-sdk/*"]], "web/ may import only shared/ of ours.") },
  },
  {
    files: ["functions/**/*.ts"],
    rules: { "no-restricted-imports": forbid([["**/infra/**", "**/web/**", "**/scripts/**"]], "functions/ may import only shared/ of ours.") },
  },
);
