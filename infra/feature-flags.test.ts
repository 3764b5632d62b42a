import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./config";

/**
 * The CDK's recommended feature flags (the set `cdk init` writes for this aws-cdk-lib version) are all set in
 * cdk.json, each to the recommended value, so the app synthesizes what a new project would and `cdk flags`
 * lists none as unconfigured. An upgrade of aws-cdk-lib that recommends a new flag fails here until it is set
 * (after checking what it changes in the synthesized templates) or kept off with its reason below.
 */
const DECLINED: Record<string, string> = {
  "@aws-cdk/core:target-partitions":
    "only the commercial partition (aws): the app uses SES, Bedrock and Cognito features as they are there, and a partition list without aws-cn keeps the templates free of partition mappings",
  "@aws-cdk/core:defaultCrossStackReferences":
    "strong: a value one stack takes from another is a CloudFormation export, which CloudFormation will not change or remove while a stack imports it, so no deploy can pull a reference from under a running stack",
};

describe("CDK feature flags", () => {
  it("sets every recommended flag to its recommended value, or says why not", () => {
    const recommended = JSON.parse(readFileSync(path.join(ROOT, "node_modules/aws-cdk-lib/recommended-feature-flags.json"), "utf8")) as Record<string, unknown>;
    const context = (JSON.parse(readFileSync(path.join(ROOT, "cdk.json"), "utf8")) as { context: Record<string, unknown> }).context;
    const off = Object.entries(recommended).filter(([flag, value]) => !DECLINED[flag] && JSON.stringify(context[flag]) !== JSON.stringify(value));
    expect(off.map(([flag]) => flag)).toEqual([]);
    expect(Object.keys(recommended).length).toBeGreaterThan(50);
  });
});
