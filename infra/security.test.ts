import { beforeAll, describe, expect, it } from "vitest";
import { PENDING_UPLOADS } from "../shared/api/contract";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "./testing";

type Statement = { Effect: string; Action: string | string[]; Resource?: unknown; Principal?: unknown; Condition?: unknown };
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

describe("security properties of the whole app", () => {
  let t: TestApp;
  beforeAll(() => {
    // The default synth has a built SPA, so the BucketDeployment's own role and Lambda are checked too.
    t = synthApp();
  }, SYNTH_TIMEOUT);

  it("has no IAM statement allowing every action on every resource", () => {
    const docs = [
      ...resourcesOf(t, "AWS::IAM::Policy").map((p) => ({ where: `${p.stack}/${p.logicalId}`, doc: p.Properties!.PolicyDocument })),
      ...resourcesOf(t, "AWS::IAM::Role").flatMap((r) =>
        list(r.Properties!.Policies as { PolicyDocument: unknown }[]).map((p) => ({ where: `${r.stack}/${r.logicalId}`, doc: p.PolicyDocument })),
      ),
    ];
    expect(docs.length).toBeGreaterThan(0);
    for (const { where, doc } of docs) {
      for (const s of list((doc as { Statement: Statement[] }).Statement)) {
        if (s.Effect !== "Allow") continue;
        const anyAction = list(s.Action).some((a) => a === "*" || a === "*:*");
        const anyResource = list(s.Resource).includes("*");
        expect(anyAction && anyResource, `${where}: ${JSON.stringify(s)}`).toBe(false);
        expect(anyAction, `${where}: Action "*"`).toBe(false);
      }
    }
  });

  it("blocks public access, versions and requires TLS on every bucket", () => {
    const buckets = resourcesOf(t, "AWS::S3::Bucket");
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    const policies = resourcesOf(t, "AWS::S3::BucketPolicy");
    for (const b of buckets) {
      expect(b.Properties!.PublicAccessBlockConfiguration, b.logicalId).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(b.Properties!.VersioningConfiguration, b.logicalId).toEqual({ Status: "Enabled" });
      const policy = policies.find((p) => p.stack === b.stack && JSON.stringify(p.Properties!.Bucket).includes(b.logicalId));
      const denyInsecure = list(policy?.Properties!.PolicyDocument.Statement as Statement[]).some(
        (s) => s.Effect === "Deny" && JSON.stringify(s.Condition) === JSON.stringify({ Bool: { "aws:SecureTransport": "false" } }),
      );
      expect(denyInsecure, `${b.logicalId} denies non-TLS requests`).toBe(true);
    }
  });

  it("expires uploads never registered: pending/ of the files bucket, with their old versions, after a day", () => {
    const files = resourcesOf(t, "AWS::S3::Bucket").filter((b) => b.logicalId.startsWith("Files"));
    expect(files).toHaveLength(1);
    const rules = files[0].Properties!.LifecycleConfiguration.Rules as Record<string, unknown>[];
    expect(rules).toContainEqual({
      Id: "ExpirePendingUploads",
      Prefix: PENDING_UPLOADS.prefix,
      Status: "Enabled",
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
    // Registered files are never under pending/: no rule expires anything else.
    expect(rules.filter((r) => r.ExpirationInDays !== undefined).map((r) => r.Prefix)).toEqual([PENDING_UPLOADS.prefix]);
  });

  it("never grants public read through a bucket policy", () => {
    for (const p of resourcesOf(t, "AWS::S3::BucketPolicy")) {
      for (const s of list(p.Properties!.PolicyDocument.Statement as Statement[])) {
        if (s.Effect === "Allow") expect(JSON.stringify(s.Principal), p.logicalId).not.toMatch(/^"\*"$|"AWS":"\*"/);
      }
    }
  });
});
