import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/local/config";

/** docs/decisions/README.md lists every ADR with the status its file states (ADR 0195). */
const DIR = path.join(ROOT, "docs/decisions");
const files = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const rows = readFileSync(path.join(DIR, "README.md"), "utf8")
  .split("\n")
  .map((line) => /^\| (\d{4}) \| \[.+\]\(([^)]+)\) \| ([^|]+) \|/.exec(line))
  .filter((m): m is RegExpExecArray => !!m)
  .map(([, number, file, status]) => ({ number, file, status: status.trim() }));
const STATUS = /^(accepted|(superseded|amended) by \d{4}(, \d{4})*)$/;

/** The file's Status line, without the ADR prefixes and what a later ADR changed or this one changes. */
function fileStatus(file: string): string | undefined {
  const line = readFileSync(path.join(DIR, file), "utf8")
    .split("\n")
    .find((l) => l.startsWith("Status: "));
  return line?.slice("Status: ".length).split(";")[0].split(" (")[0].replace(/ADR /g, "");
}

describe("the ADR index", () => {
  it("has one row per ADR file and no row without a file", () => {
    expect(rows.map((r) => r.file).sort()).toEqual([...files].sort());
  });

  it("numbers each row as its file", () => {
    expect(rows.filter((r) => !r.file.startsWith(`${r.number}-`))).toEqual([]);
  });

  it("gives each ADR the status its file states", () => {
    for (const row of rows) {
      expect(row.status, row.file).toMatch(STATUS);
      expect(fileStatus(row.file), row.file).toBe(row.status);
    }
  });
});
