import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { addNagChecks, NAG_REASONS } from "./nag";
import { buildApp } from "./recyclate";
import type { RouteEntry } from "../functions/routes";
import { builtWebDir, cdkContext, routePerNeeds, SYNTH_TIMEOUT, testConfig } from "./testing";

interface Report {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[] }[];
}

/** Synthesizes the app with cdk-nag's AwsSolutions pack; answers every unacknowledged finding. */
function nagFindings(config: Partial<typeof testConfig> = {}, routes?: RouteEntry[]): string[] {
  const outdir = mkdtempSync(path.join(tmpdir(), "nag-"));
  const app = new App({ outdir, context: cdkContext });
  const stacks = buildApp(app, { ...testConfig, webAssetsDir: builtWebDir(), ...config }, routes);
  addNagChecks(app, stacks);
  try {
    app.synth();
  } catch (e) {
    if (!existsSync(path.join(outdir, "validation-report.json"))) throw e;
  }
  const file = path.join(outdir, "validation-report.json");
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  return report.pluginReports.flatMap((p) =>
    p.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.severity} ${v.ruleName} at ${c.constructPath}`)),
  );
}

describe("cdk-nag AwsSolutions checks", () => {
  it(
    "leave no finding that is not acknowledged with its reason (infra/nag.ts)",
    () => {
      expect(nagFindings()).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it(
    "need no TLS exception once the app has its own domain (TLS 1.2 minimum), and accept X-Ray's grants when tracing is on",
    () => {
      const findings = nagFindings(
        {
          webDomain: { names: ["app.recyclate.example"], certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/x" },
          tracing: true,
        },
        routePerNeeds(),
      );
      expect(findings).toEqual([]);
    },
    SYNTH_TIMEOUT,
  );

  it("gives every acknowledgement a reason", () => {
    for (const [k, v] of Object.entries(NAG_REASONS)) expect(v.length, k).toBeGreaterThan(40);
  });
});
