import { Stack, Validations, type IPolicyValidationContextBeta1, type IPolicyValidationPluginBeta1, type PolicyValidationPluginReportBeta1 } from "aws-cdk-lib";
import { CfnPolicy, CfnRole } from "aws-cdk-lib/aws-iam";
import { AwsSolutionsChecks } from "cdk-nag";
import { flattenCfnReference } from "cdk-nag/lib/utils/flatten-cfn-reference";
import type { IConstruct } from "constructs";
import { grantedFilePrefixes } from "./permissions";
import type { RecyclateStacks } from "./recyclate";

/**
 * Every cdk-nag (AwsSolutions) finding this app accepts, each on the narrowest construct and with its reason.
 * infra/nag.test.ts runs the checks over the whole app and fails on any error not acknowledged here (ADR 0086).
 */
export const NAG_REASONS = {
  lambdaLogsPolicy:
    "AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs (CreateLogStream/PutLogEvents); a hand-written copy would say the same",
  executions: "execution:<machine>:* names the executions of one state machine, whose names (the runs' ids) are not known in advance; DescribeExecution only",
  tableIndexes: "table/index/* names the query indexes of this one table (single-table design); Query on a GSI needs the index ARN",
  filesPrefix:
    "objects under the key prefix the route declares in its needs (shared/api/routes), e.g. companies/* or datasheets/*, and for a route that handles uploads its pending copy (pending/companies/*); keys are per-material ids",
  nodeRuntime: "the project pins Node.js 22 (package.json engines): tests and the local stack run on it; move Lambdas with the project",
  publicRoutes: "public by the specification (sign-in, refresh, sign-up, public catalog and its datasheets); the handler allows anonymous use",
  filesAccessLogs:
    "object-level audit comes from CloudTrail data events when an account enables them; S3 server access logs would need another bucket that itself has none",
  siteAccessLogs: "the site bucket is read only by CloudFront (OAC) and holds the public SPA build; requests are seen at CloudFront",
  cognitoPlus:
    "Plus feature plan (threat protection) is billed per active user; sign-in runs through our API with per-address rate limits; decide at launch (ADR 0086)",
  cdnLogs: "CloudFront standard logs need an ACL-enabled bucket (our buckets enforce owner, no ACLs); the API stage keeps access logs",
  cdnTls:
    "without a custom domain CloudFront serves *.cloudfront.net, whose default certificate cannot require TLS 1.2; set -c domainNames and -c certificateArn to get TLSv1.2_2021",
  cognitoMfa:
    "MFA is not offered yet: the SPA signs in through our API (ADMIN_USER_PASSWORD_AUTH) with no second-factor step; a later issue adds TOTP (ADR 0086)",
  cdnGeo: "a B2B marketplace for buyers and sellers in any country; no geographic restriction is wanted",
  cdnWaf:
    "no WAF web ACL yet (a monthly fixed cost): the API stage is throttled and sign-in/sign-up are rate limited per address; add one at launch (ADR 0086)",
  cursorKeyRotation:
    "the list-cursor HMAC key (ADR 0080) is read by the Lambdas at cold start (cached 5 minutes); replacing it only invalidates open cursors, contract links and pending sign-up codes, so it is rotated by hand when needed (docs/deploy.md), not on a schedule",
  originSecretRotation:
    "the origin header's value is set on CloudFront by a dynamic reference resolved at deploy, so an automatic rotation would lock the site out of its API until the next deploy; it is rotated by hand with a deploy (docs/deploy.md)",
  alarmTopicKey:
    "the alarm topic carries alarm names and states only, no customer data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key costs monthly (ADR 0100)",
  xrayTracing:
    "X-Ray's PutTraceSegments/PutTelemetryRecords take no resource ARN (AWS documents Resource * for them); added by CDK only when -c tracing=true (ADR 0100)",
  stateMachineRole:
    "CDK's grants for a state machine: invoking its own task Lambdas (function:* covers their versions and aliases), X-Ray segments and CloudWatch Logs delivery, whose actions take no resource ARN (AWS documents Resource * for them)",
  deadLetterQueue:
    "this queue is itself the dead-letter queue of an event-started job (its rule target's and its Lambda's); a message that lands here is kept 14 days and alarms, so it needs no queue of its own",
  liveTicket:
    "a browser cannot set headers on a WebSocket: $connect checks the signed, one-minute ticket in the query string, which only a caller the JWT authorizer let through (POST /platform/realtime-ticket) gets; $disconnect only drops the socket's record",
  livePosts:
    "@connections/* of the live socket API's one stage, POST only: the connection ids are API Gateway's, one per open browser tab, not known in advance",
  deployHandler: "CDK's BucketDeployment handler (CDK-owned code and runtime) copying the SPA build into the site bucket at deploy time only",
} as const;

const ack = (scope: IConstruct, id: string, reason: string) => Validations.of(scope).acknowledge({ id, reason });
const IAM4_LOGS = "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]";

/** DescribeExecution on the executions of one named machine (their names are the runs' ids: not known in advance). */
const describesExecutions = (f: string, actions: string[]) =>
  /^Resource::.*:execution:.*:\*$/.test(f) && actions.every((x) => x === "states:DescribeExecution");

/** PostToConnection on the live socket API's stage (connection ids are API Gateway's, made per socket). */
const postsLive = (f: string, actions: string[]) => f.endsWith("/live/POST/@connections/*") && actions.every((x) => x === "execute-api:ManageConnections");

/** A wildcard finding (AwsSolutions-IAM5[...]) accepted under a scope when it matches, with the reason. */
interface WildcardAck {
  scope: IConstruct;
  accepts: (finding: string, actions: string[]) => boolean;
  reason: string;
}

/**
 * IAM5 findings name resolved ARNs (cross-stack import names, logical ids) that exist only after CDK has
 * prepared the app, so they are acknowledged one by one at validation time, before cdk-nag runs: each
 * wildcard must match its pattern (e.g. the declared key prefix); any other wildcard stays an error.
 */
class AcknowledgeWildcards implements IPolicyValidationPluginBeta1 {
  readonly name = "recyclate-acknowledge-wildcards";
  constructor(private readonly acks: WildcardAck[]) {}
  validate(_: IPolicyValidationContextBeta1): PolicyValidationPluginReportBeta1 {
    for (const a of this.acks) {
      for (const c of a.scope.node.findAll()) {
        const docs =
          c instanceof CfnPolicy
            ? [Stack.of(c).resolve(c.policyDocument)]
            : c instanceof CfnRole
              ? ((Stack.of(c).resolve(c.policies) ?? []) as { policyDocument: unknown }[]).map((p) => Stack.of(c).resolve(p.policyDocument))
              : [];
        for (const doc of docs as { Statement?: { Effect: string; Action: unknown; Resource: unknown }[] }[]) {
          for (const st of doc.Statement ?? []) {
            if (st.Effect !== "Allow") continue;
            const arr = (v: unknown) => (Array.isArray(v) ? v : [v]);
            const findings = [
              ...arr(st.Action)
                .filter((x) => String(x).includes("*"))
                .map((x) => `Action::${x}`),
              ...arr(st.Resource)
                .map(flattenCfnReference)
                .filter((r) => r.includes("*"))
                .map((r) => `Resource::${r}`),
            ];
            const actions = arr(st.Action).map(String);
            for (const f of findings) if (a.accepts(f, actions)) ack(c, `AwsSolutions-IAM5[${f}]`, a.reason);
          }
        }
      }
    }
    return { success: true, violations: [] };
  }
}

/** Adds cdk-nag's AwsSolutions checks, after the wildcard acknowledgements (infra/nag.test.ts, `-c nag=true`). */
export function addNagChecks(app: IConstruct, s: RecyclateStacks): void {
  const acks: WildcardAck[] = [];
  for (const stack of s.routes) {
    for (const rf of stack.functions) {
      const prefixes = grantedFilePrefixes(rf.needs.files);
      acks.push({
        scope: rf.fn,
        accepts: (f, actions) => f === "Resource::*" && actions.every((x) => x.startsWith("xray:")),
        reason: NAG_REASONS.xrayTracing,
      });
      acks.push({
        scope: rf.fn,
        accepts: (f, actions) =>
          /^Resource::.*Table.*\/index\/\*$/.test(f) ||
          (f.startsWith("Resource::") && prefixes.some((p) => f.endsWith(`/${p}*`))) ||
          describesExecutions(f, actions) ||
          postsLive(f, actions),
        reason: `${NAG_REASONS.tableIndexes}; ${NAG_REASONS.filesPrefix}; ${NAG_REASONS.executions}; ${NAG_REASONS.livePosts}`,
      });
    }
  }
  for (const { entry, fn } of s.workflows.tasks) {
    const prefixes = grantedFilePrefixes(entry.needs.files);
    acks.push({
      scope: fn,
      accepts: (f, actions) =>
        (f === "Resource::*" && actions.every((x) => x.startsWith("xray:"))) ||
        /^Resource::.*Table.*\/index\/\*$/.test(f) ||
        (f.startsWith("Resource::") && prefixes.some((p) => f.endsWith(`/${p}*`))) ||
        postsLive(f, actions),
      reason: `${NAG_REASONS.xrayTracing}; ${NAG_REASONS.tableIndexes}; ${NAG_REASONS.filesPrefix}; ${NAG_REASONS.livePosts}`,
    });
  }
  for (const job of s.workflows.jobs) {
    const prefixes = grantedFilePrefixes(job.entry.needs.files);
    acks.push({
      scope: job.fn,
      accepts: (f, actions) =>
        (f === "Resource::*" && actions.every((x) => x.startsWith("xray:"))) ||
        /^Resource::.*Table.*\/index\/\*$/.test(f) ||
        (f.startsWith("Resource::") && prefixes.some((p) => f.endsWith(`/${p}*`))) ||
        describesExecutions(f, actions) ||
        postsLive(f, actions),
      reason: `${NAG_REASONS.xrayTracing}; ${NAG_REASONS.tableIndexes}; ${NAG_REASONS.filesPrefix}; ${NAG_REASONS.executions}; ${NAG_REASONS.livePosts}`,
    });
  }
  for (const sub of s.subscribers) {
    acks.push({
      scope: sub.fn,
      accepts: (f, actions) => (f === "Resource::*" && actions.every((x) => x.startsWith("xray:"))) || /^Resource::.*Table.*\/index\/\*$/.test(f),
      reason: `${NAG_REASONS.xrayTracing}; ${NAG_REASONS.tableIndexes}`,
    });
  }
  for (const fn of s.api.live.functions) {
    acks.push({ scope: fn, accepts: (f, actions) => f === "Resource::*" && actions.every((x) => x.startsWith("xray:")), reason: NAG_REASONS.xrayTracing });
  }
  for (const sm of Object.values(s.workflows.stateMachines)) {
    acks.push({
      scope: sm,
      accepts: (f, actions) =>
        (f === "Resource::*" && actions.every((x) => x.startsWith("xray:") || x.startsWith("logs:"))) ||
        (/^Resource::.*:\*$/.test(f) && actions.every((x) => x === "lambda:InvokeFunction")),
      reason: NAG_REASONS.stateMachineRole,
    });
  }
  for (const c of s.web.node.children.filter((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"))) {
    acks.push({ scope: c, accepts: () => true, reason: NAG_REASONS.deployHandler });
  }
  Validations.of(app).addPlugins(new AcknowledgeWildcards(acks), new AwsSolutionsChecks(app));
}

export function acknowledgeNagFindings(s: RecyclateStacks, opts: { customDomain: boolean }): void {
  for (const stack of s.routes) {
    for (const rf of stack.functions) {
      ack(rf.fn, IAM4_LOGS, NAG_REASONS.lambdaLogsPolicy);
      ack(rf.fn, "AwsSolutions-L1", NAG_REASONS.nodeRuntime);
      if (rf.publicRoute) ack(rf.route, "AwsSolutions-APIG4", NAG_REASONS.publicRoutes);
    }
  }
  for (const fn of [...s.workflows.tasks.map((t) => t.fn), ...s.workflows.jobs.map((j) => j.fn), ...s.subscribers.map((x) => x.fn), ...s.api.live.functions]) {
    ack(fn, IAM4_LOGS, NAG_REASONS.lambdaLogsPolicy);
    ack(fn, "AwsSolutions-L1", NAG_REASONS.nodeRuntime);
  }
  for (const job of s.workflows.jobs) if (job.deadLetters) ack(job.deadLetters, "AwsSolutions-SQS3", NAG_REASONS.deadLetterQueue);
  ack(s.api.alarmTopic, "AwsSolutions-SNS2", NAG_REASONS.alarmTopicKey);
  ack(s.api.live.api, "AwsSolutions-APIG4", NAG_REASONS.liveTicket);
  ack(s.data.files, "AwsSolutions-S1", NAG_REASONS.filesAccessLogs);
  ack(s.data.cursorKey, "AwsSolutions-SMG4", NAG_REASONS.cursorKeyRotation);
  ack(s.api.originSecret, "AwsSolutions-SMG4", NAG_REASONS.originSecretRotation);
  ack(s.web.site, "AwsSolutions-S1", NAG_REASONS.siteAccessLogs);
  ack(s.auth.userPool, "AwsSolutions-COG8", NAG_REASONS.cognitoPlus);
  ack(s.auth.userPool, "AwsSolutions-COG2", NAG_REASONS.cognitoMfa);
  ack(s.web.distribution, "AwsSolutions-CFR3", NAG_REASONS.cdnLogs);
  ack(s.web.distribution, "AwsSolutions-CFR1", NAG_REASONS.cdnGeo);
  ack(s.web.distribution, "AwsSolutions-CFR2", NAG_REASONS.cdnWaf);
  if (!opts.customDomain) ack(s.web.distribution, "AwsSolutions-CFR4", NAG_REASONS.cdnTls);
  // BucketDeployment's singleton handler lives at the stack's root under a CDK-chosen id.
  for (const c of s.web.node.children.filter((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"))) {
    for (const rule of [IAM4_LOGS, "AwsSolutions-L1"]) ack(c, rule, NAG_REASONS.deployHandler);
  }
}
