import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/local/config";

/**
 * Comments and test names say the rule and its reason in the code's own terms (ADR 0195): no issue numbers,
 * no section signs and no specification files that are not in the repository. ADRs are in the repository and
 * may be cited.
 */
const OUTSIDE = /\bissue \d+|§|\b(?:marketplace|backoffice|DESIGN)\.md\b/i;
const FOLDERS = ["functions", "shared", "web", "infra", "scripts", "test"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "cdk.out"]);
const TEST_CALLS = new Set(["describe", "it", "test"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The comments and test names of a file that cite something outside the repository, as "line: text". */
export function outsideReferences(fileName: string, text: string): string[] {
  if (!OUTSIDE.test(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const note = (pos: number, snippet: string) => {
    if (OUTSIDE.test(snippet)) found.set(pos, `${source.getLineAndCharacterOfPosition(pos).line + 1}: ${snippet.trim().split("\n")[0]}`);
  };
  const comments = (pos: number) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, pos) ?? []), ...(ts.getTrailingCommentRanges(text, pos) ?? [])]) {
      note(range.pos, text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    comments(node.pos);
    comments(node.end);
    if (ts.isCallExpression(node)) {
      // describe(…), it.only(…), it.each([…])(…): the identifier the callee starts with.
      let callee: ts.Expression = node.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
      const name = node.arguments[0];
      if (ts.isIdentifier(callee) && TEST_CALLS.has(callee.text) && name && ts.isStringLiteralLike(name)) note(name.getStart(), name.text);
    }
    // getChildren includes tokens, so a comment alone in a JSX expression ({/* … */}) is seen before its closing brace.
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found.values()];
}

describe("comments cite nothing outside the repository", () => {
  it("finds a citation in a comment, a JSX comment and a test name, and ignores strings", () => {
    const text = [
      "// The limit is 20 (issue 12).",
      "/** Filters of marketplace.md section 2. */",
      "export const a = 1; // as DESIGN.md says",
      'describe("the limits (§3)", () => {});',
      'it.each([1])("twice (Issue 7)", () => {});',
      'export const b = "Issue 03/2025 · Revision 4";',
      "export const C = () => <div>{/* Honeypot (§6) */}</div>;",
    ].join("\n");
    expect(outsideReferences("x.tsx", text).map((hit) => Number(hit.split(":")[0]))).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it("holds for every source file", () => {
    const hits = FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(ROOT, folder)).flatMap((file) =>
        outsideReferences(file, readFileSync(file, "utf8")).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
      ),
    );
    expect(hits).toEqual([]);
    // Reads every source file: a busy machine may need more than the default 5 s.
  });
});
