import { Match } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { routeTable } from "../../functions/routes";
import { subscriberTable } from "../../functions/subscribers";
import { workflowTaskTable } from "../../functions/workflows";
import { API_PREFIX } from "../../shared/api/contract";
import { TABLE_WRITE_ACTIONS } from "../permissions";
import { resourcesOf, synthApp, SYNTH_TIMEOUT, type TestApp } from "../testing";

const list = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);
/** The logical id a Ref/GetAtt/import in a template value points at, as text to search. */
const text = (v: unknown) => JSON.stringify(v);

describe("mail that can be sent and kept healthy (ADR 0172)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = synthApp();
  }, SYNTH_TIMEOUT);

  const one = (type: string) => {
    const found = resourcesOf(t, type).filter((r) => r.stack === "t-email");
    expect(found, type).toHaveLength(1);
    return found[0];
  };

  it("has a configuration set with reputation metrics, whose bounces and complaints go to an encrypted, TLS-only topic", () => {
    const set = one("AWS::SES::ConfigurationSet");
    expect(set.Properties!.ReputationOptions).toEqual({ ReputationMetricsEnabled: true });
    // No open or click tracking: the product's pixel records opens.
    expect(set.Properties!.TrackingOptions).toBeUndefined();
    const topic = one("AWS::SNS::Topic");
    expect(topic.Properties!.KmsMasterKeyId).toBeDefined();
    const dest = one("AWS::SES::ConfigurationSetEventDestination");
    expect(text(dest.Properties!.ConfigurationSetName)).toContain(set.logicalId);
    const d = dest.Properties!.EventDestination as { Enabled: boolean; MatchingEventTypes: string[]; SnsDestination: { TopicARN: unknown } };
    expect(d.MatchingEventTypes.sort()).toEqual(["bounce", "complaint"]);
    expect(d.Enabled).toBe(true);
    expect(text(d.SnsDestination.TopicARN)).toContain(topic.logicalId);
    const policy = one("AWS::SNS::TopicPolicy");
    expect(text(policy.Properties!.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    expect(text(policy.Properties!.PolicyDocument)).toContain("ses.amazonaws.com");
    // SES may use the topic's key to publish.
    t.template("email").hasResourceProperties("AWS::KMS::Key", {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: "ses.amazonaws.com" }, Action: ["kms:Decrypt", "kms:GenerateDataKey*"] })]),
      },
    });
  });

  it("signs the domain identity with Easy DKIM under the configuration set, and outputs the three DKIM CNAMEs", () => {
    const identity = one("AWS::SES::EmailIdentity");
    expect(identity.Properties!.EmailIdentity).toBe("recyclate.example");
    expect(identity.Properties!.DkimAttributes).toEqual({ SigningEnabled: true });
    expect(identity.Properties!.DkimSigningAttributes).toBeUndefined(); // Easy DKIM, not a key of ours
    expect(text(identity.Properties!.ConfigurationSetAttributes)).toContain(one("AWS::SES::ConfigurationSet").logicalId);
    const outputs = t.template("email").findOutputs("*");
    for (const i of [1, 2, 3]) {
      expect(text(outputs[`DkimRecord${i}Name`]?.Value), `record ${i}`).toContain(`DkimDNSTokenName${i}`);
      expect(text(outputs[`DkimRecord${i}Value`]?.Value), `record ${i}`).toContain(`DkimDNSTokenValue${i}`);
    }
    expect(outputs.ConfigurationSetName).toBeDefined();
  });

  it("subscribes the feedback Lambda to the topic, with table writes from its needs and an alarm on its errors", () => {
    const topic = one("AWS::SNS::Topic");
    const sub = one("AWS::SNS::Subscription");
    expect(sub.Properties!.Protocol).toBe("lambda");
    expect(text(sub.Properties!.TopicArn)).toContain(topic.logicalId);
    const fns = resourcesOf(t, "AWS::Lambda::Function").filter((f) => f.stack === "t-email");
    expect(fns.map((f) => f.Properties!.Description)).toEqual(subscriberTable.map((s) => s.description));
    expect(text(sub.Properties!.Endpoint)).toContain(fns[0].logicalId);
    const statements = resourcesOf(t, "AWS::IAM::Policy")
      .filter((p) => p.stack === "t-email")
      .flatMap((p) => (p.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement);
    const actions = statements.flatMap((s) => list(s.Action));
    for (const a of TABLE_WRITE_ACTIONS) expect(actions, a).toContain(a);
    expect(actions.some((a) => a.startsWith("ses:") || a.startsWith("s3:") || a.startsWith("cognito"))).toBe(false);
    const alarms = resourcesOf(t, "AWS::CloudWatch::Alarm").filter((a) => a.stack === "t-email");
    expect(alarms.map((a) => a.Properties!.MetricName)).toEqual(["Errors"]);
  });

  it("gives every sending Lambda the configuration set's name (MAIL_CONFIGURATION_SET)", () => {
    const senders = [
      ...routeTable.filter((r) => r.needs.mail).map((r) => `${r.method} ${API_PREFIX}${r.path}`),
      ...workflowTaskTable.filter((w) => w.needs.mail).map((w) => `${w.workflow} workflow: ${w.state}`),
    ];
    expect(senders.length).toBeGreaterThanOrEqual(4);
    const fns = resourcesOf(t, "AWS::Lambda::Function");
    for (const description of senders) {
      const [fn] = fns.filter((f) => f.Properties!.Description === description);
      expect(fn, description).toBeDefined();
      // A reference to the email stack's configuration set (an import in other stacks), never a literal.
      expect(text(fn.Properties!.Environment.Variables.MAIL_CONFIGURATION_SET), description).toMatch(/ConfigurationSet/);
    }
  });
});
