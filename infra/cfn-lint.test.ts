import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SYNTH_TIMEOUT, synthApp } from "./testing";

/** AWS's CloudFormation linter over every template, for the deploy region and us-east-1 (CloudFront's). */
const REGIONS = ["eu-central-1", "us-east-1"];
const installed = spawnSync("cfn-lint", ["--version"], { encoding: "utf8" }).status === 0;
if (!installed) console.warn("cfn-lint is not installed: the CloudFormation lint is skipped (pip install cfn-lint)");

interface Finding {
  Level: string;
  Rule: { Id: string };
  Message: string;
  Filename: string;
}

describe.skipIf(!installed)("cfn-lint", () => {
  it(
    `finds no error in any template (${REGIONS.join(", ")})`,
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "cfn-lint-"));
      try {
        const files = synthApp().templates.map(({ name, template }) => {
          const file = path.join(dir, `${name}.template.json`);
          writeFileSync(file, JSON.stringify(template.toJSON()));
          return file;
        });
        let out = "[]";
        try {
          out = execFileSync("cfn-lint", ["--regions", ...REGIONS, "--format", "json", "--", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
        } catch (e) {
          // cfn-lint exits non-zero when it found anything (warnings included); its findings are on stdout.
          out = (e as { stdout?: string }).stdout || "[]";
        }
        const errors = (JSON.parse(out) as Finding[]).filter((f) => f.Level === "Error").map((f) => `${f.Rule.Id} ${path.basename(f.Filename)}: ${f.Message}`);
        expect(errors).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SYNTH_TIMEOUT * 2,
  );
});
