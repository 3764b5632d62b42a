import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/local/config";

/**
 * No tracked text file keeps a merge's conflict markers: in an index, a translation or a README they are still
 * valid Markdown or text, so neither the type check, Prettier nor the file's own tests would see them.
 */
const MARKER = /^(<{7}|>{7}) /m;
const TEXT = /\.(ts|tsx|js|mjs|json|md|sh|yml|yaml|html|css)$/;

describe("merge conflict markers", () => {
  it("are in no tracked file", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter((f) => TEXT.test(f));
    expect(files.length).toBeGreaterThan(100);
    const marked = files.filter((f) => MARKER.test(readFileSync(path.join(ROOT, f), "utf8")));
    expect(marked).toEqual([]);
  });
});
