import { Match, type Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { tableKeys, tableSchema, TTL_ATTRIBUTE } from "../../functions/db/table";
import { synthApp, SYNTH_TIMEOUT } from "../testing";

describe("data stack", () => {
  let t: Template;
  beforeAll(() => {
    t = synthApp().template("data");
  }, SYNTH_TIMEOUT);

  it("has the single table from tableKeys, on demand, with PITR, deletion protection and retained", () => {
    t.resourceCountIs("AWS::DynamoDB::Table", 1);
    t.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({
        BillingMode: "PAY_PER_REQUEST",
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        ...tableSchema,
      }),
    });
    const attrs = Object.values(t.findResources("AWS::DynamoDB::Table"))[0].Properties.AttributeDefinitions as { AttributeType: string }[];
    expect(attrs).toHaveLength(2 + 2 * tableKeys.globalIndexes.length);
    expect(attrs.every((a) => a.AttributeType === "S")).toBe(true);
  });

  it("has a private, versioned, encrypted files bucket that browsers can upload to from the web origin", () => {
    t.hasResource("AWS::S3::Bucket", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: "Enabled" },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }] },
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedOrigins: ["https://app.recyclate.example"], AllowedMethods: Match.arrayWith(["PUT", "POST"]) })],
        },
      }),
    });
  });
});
