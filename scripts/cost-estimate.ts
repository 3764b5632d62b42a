/**
 * The monthly AWS bill of a deployed stage at a given number of users, from the synthesized templates:
 * `npx tsx scripts/cost-estimate.ts <cdk.out folder> [users]`. Fixed costs are counted from the resources
 * the templates hold (alarms, dashboards, secrets, KMS keys); usage costs from the per-user assumptions below
 * and the Lambdas' memory in the templates. Prices: eu-central-1 list prices, on-demand, as of 2026, without
 * the free tier (a new account's first year costs less). Nothing here calls AWS.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What one signed-in user does in a month (a busy sales team and active marketplace users). */
const PER_USER_MONTH = {
  apiRequests: 1_500, // about 70 API calls on each of 21 working days
  mails: 20, // sign-up codes, shortlists, outreach, e-mails from the CRM
  workflowTransitions: 40, // matching runs, research and k-fair follow-ups, contact-us shortlists
  storedMB: 5, // table items and uploaded files
  webMB: 15, // the SPA's assets (cached by the browser after the first visit) and API answers through CloudFront
};

/**
 * Per request, assumed: a list page of 50 items is a Query of a few read units plus the idempotency and
 * rate-limit records on writes; 120 ms is a warm request's time in AWS, about a tenth of the local figures in
 * docs/benchmarks-api.md (which include the emulators' cost); 1.5 KB of log per request (access log and the
 * handler's request line).
 */
const PER_REQUEST = { readUnits: 6, writeUnits: 0.6, lambdaMs: 120, logBytes: 1_500 };

const PRICE = {
  httpApiPerMillion: 1.2,
  lambdaPerMillion: 0.2,
  lambdaArmGbSecond: 0.0000133334,
  dynamoReadPerMillion: 0.1525,
  dynamoWritePerMillion: 0.7625,
  dynamoStorageGb: 0.306,
  pitrGb: 0.2448,
  s3StorageGb: 0.0245,
  cloudfrontGb: 0.085,
  sesPerThousand: 0.1,
  stepFunctionsPerThousandTransitions: 0.025,
  logsIngestGb: 0.63,
  alarm: 0.1,
  dashboard: 3,
  secret: 0.4,
  kmsKey: 1,
  cognitoMauFreeUpTo: 10_000, // Cognito Essentials: the first 10,000 monthly active users cost nothing
  xrayTracesPerMillion: 5,
};

/** X-Ray's default sampling: the first request each second, then 5 % (a prod stage traces every Lambda). */
const TRACED_SHARE = 0.05;

type Resource = { Type: string; Properties?: Record<string, unknown> };

function resources(dir: string): Resource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".template.json"))
    .flatMap((f) => Object.values((JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { Resources: Record<string, Resource> }).Resources));
}

export function estimate(all: Resource[], users: number) {
  const count = (type: string) => all.filter((r) => r.Type === type).length;
  const lambdas = all.filter((r) => r.Type === "AWS::Lambda::Function");
  const tracing = lambdas.some((r) => (r.Properties?.TracingConfig as { Mode?: string } | undefined)?.Mode === "Active");
  const memoryGb = lambdas.reduce((s, r) => s + Number(r.Properties?.MemorySize ?? 128), 0) / lambdas.length / 1024;
  const requests = users * PER_USER_MONTH.apiRequests;
  const storedGb = (users * PER_USER_MONTH.storedMB) / 1024;
  const lines: { item: string; basis: string; usd: number }[] = [
    { item: "API Gateway HTTP API", basis: `${(requests / 1e6).toFixed(2)} M requests`, usd: (requests / 1e6) * PRICE.httpApiPerMillion },
    {
      item: "Lambda (arm64)",
      basis: `${(requests / 1e6).toFixed(2)} M invocations × ${PER_REQUEST.lambdaMs} ms × ${memoryGb.toFixed(2)} GB (${lambdas.length} functions)`,
      usd: (requests / 1e6) * PRICE.lambdaPerMillion + requests * (PER_REQUEST.lambdaMs / 1000) * memoryGb * PRICE.lambdaArmGbSecond,
    },
    {
      item: "DynamoDB on demand",
      basis: `${((requests * PER_REQUEST.readUnits) / 1e6).toFixed(1)} M reads, ${((requests * PER_REQUEST.writeUnits) / 1e6).toFixed(1)} M writes, ${storedGb.toFixed(1)} GB with PITR`,
      usd:
        ((requests * PER_REQUEST.readUnits) / 1e6) * PRICE.dynamoReadPerMillion +
        ((requests * PER_REQUEST.writeUnits) / 1e6) * PRICE.dynamoWritePerMillion +
        storedGb * (PRICE.dynamoStorageGb + PRICE.pitrGb),
    },
    { item: "S3 (files, site)", basis: `${storedGb.toFixed(1)} GB`, usd: storedGb * PRICE.s3StorageGb },
    {
      item: "CloudFront",
      basis: `${((users * PER_USER_MONTH.webMB) / 1024).toFixed(1)} GB out`,
      usd: ((users * PER_USER_MONTH.webMB) / 1024) * PRICE.cloudfrontGb,
    },
    { item: "Cognito", basis: `${users} monthly active users`, usd: users <= PRICE.cognitoMauFreeUpTo ? 0 : (users - PRICE.cognitoMauFreeUpTo) * 0.015 },
    { item: "SES", basis: `${users * PER_USER_MONTH.mails} mails`, usd: ((users * PER_USER_MONTH.mails) / 1000) * PRICE.sesPerThousand },
    {
      item: "Step Functions",
      basis: `${users * PER_USER_MONTH.workflowTransitions} state transitions`,
      usd: ((users * PER_USER_MONTH.workflowTransitions) / 1000) * PRICE.stepFunctionsPerThousandTransitions,
    },
    {
      item: "X-Ray",
      basis: tracing ? `about ${Math.round((requests * TRACED_SHARE) / 1000)} k traces` : "tracing off",
      usd: tracing ? ((requests * TRACED_SHARE) / 1e6) * PRICE.xrayTracesPerMillion : 0,
    },
    {
      item: "CloudWatch Logs",
      basis: `${((requests * PER_REQUEST.logBytes) / 1024 ** 3).toFixed(1)} GB ingested`,
      usd: ((requests * PER_REQUEST.logBytes) / 1024 ** 3) * PRICE.logsIngestGb,
    },
    { item: "CloudWatch alarms", basis: `${count("AWS::CloudWatch::Alarm")} alarms`, usd: count("AWS::CloudWatch::Alarm") * PRICE.alarm },
    {
      item: "CloudWatch dashboards",
      basis: `${count("AWS::CloudWatch::Dashboard")} dashboards (3 free)`,
      usd: Math.max(0, count("AWS::CloudWatch::Dashboard") - 3) * PRICE.dashboard,
    },
    { item: "Secrets Manager", basis: `${count("AWS::SecretsManager::Secret")} secrets`, usd: count("AWS::SecretsManager::Secret") * PRICE.secret },
    { item: "KMS", basis: `${count("AWS::KMS::Key")} customer keys`, usd: count("AWS::KMS::Key") * PRICE.kmsKey },
  ];
  return { lines, total: lines.reduce((s, l) => s + l.usd, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, users = "1000"] = process.argv.slice(2);
  if (!dir) throw new Error("usage: npx tsx scripts/cost-estimate.ts <cdk.out folder> [users]");
  const { lines, total } = estimate(resources(dir), Number(users));
  console.log(`| item | basis (${users} users, a month) | USD |\n| --- | --- | ---: |`);
  for (const l of lines) console.log(`| ${l.item} | ${l.basis} | ${l.usd.toFixed(2)} |`);
  console.log(`| **total** | | **${total.toFixed(2)}** |`);
}
