import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { App } from "aws-cdk-lib";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Everything the CDK app can be told from outside: cdk.json context, `-c key=value`, or props in tests. */
export interface AppConfig {
  /** `-c stage=dev|prod` (default dev). prod requires siteUrl, mailDomain and alarmEmail, and turns tracing on. */
  stage: "dev" | "prod";
  /** `-c siteUrl=https://…`: the public address e-mail links, the open-tracking pixel and sign-up mails use. */
  siteUrl?: string;
  /** `-c bedrockModelId=…`: the AI features use Amazon Bedrock's Converse API with this model; unset, the offline engine. */
  bedrockModelId?: string;
  /** `-c webSearchUrl=https://…`: the web search API company research calls; unset, the offline corpus. */
  webSearchUrl?: string;
  /** `-c webSearchKeySecretArn=arn:aws:secretsmanager:…`: the secret holding the web search API's key (needs webSearchUrl). */
  webSearchKeySecretArn?: string;
  /** `-c apolloKeySecretArn=arn:aws:secretsmanager:…`: the secret holding Apollo's API key; unset, the offline provider. */
  apolloKeySecretArn?: string;
  /** Prefix of every stack name, e.g. "recyclate" → "recyclate-data". */
  prefix: string;
  /** Explicit region keeps synth offline and deterministic; the account stays unresolved unless given. */
  env: { account?: string; region: string };
  /** SES identity mail is sent from: a verified domain (preferred) or a single address. */
  mail: { domain?: string; from: string };
  /** Origins allowed to PUT/POST uploads to the files bucket from the browser (S3 CORS). */
  uploadOrigins: string[];
  /** Built SPA to deploy into the site bucket; skipped when the folder does not exist. */
  webAssetsDir?: string;
  /** false (`-c bundleLambdas=false`, tests) skips esbuild: NodejsFunctions get a stub asset, all else is the same. */
  bundleLambdas: boolean;
  /**
   * "prebuilt" (default): infra/app.ts bundles every route in one esbuild call and each NodejsFunction takes its
   * bundle as code. "per-function": each NodejsFunction runs esbuild itself (slower: ADR 0020).
   */
  lambdaBuild: "prebuilt" | "per-function";
  /** Custom domain(s) of the app with an ACM certificate in us-east-1; enables TLS 1.2 minimum on CloudFront. */
  webDomain?: { names: string[]; certificateArn: string };
  /** Where the prebuilt bundles are (<dir>/<route id>/index.mjs); set by whoever built them. */
  lambdaBundlesDir?: string;
  /** `-c tracing=true`: X-Ray active tracing on every route Lambda of this stage (ADR 0100). Off by default. */
  tracing: boolean;
  /** `-c alarmEmail=ops@…`: subscribes this address to the alarm topic every API-area alarm notifies (ADR 0100). */
  alarmEmail?: string;
}

const list = (v: unknown): string[] | undefined =>
  typeof v === "string" && v.trim()
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : Array.isArray(v)
      ? v.map(String)
      : undefined;

export function configFromContext(app: App, overrides: Partial<AppConfig> = {}): AppConfig {
  const ctx = (key: string): unknown => app.node.tryGetContext(key);
  const text = (key: string) => (ctx(key) as string | undefined) || undefined;
  const mailDomain = text("mailDomain");
  const webDir = path.join(ROOT, "dist", "web");
  const stage = (text("stage") ?? "dev") as AppConfig["stage"];
  const siteUrl = text("siteUrl")?.replace(/\/+$/, "");
  return checkedConfig({
    stage,
    siteUrl,
    bedrockModelId: text("bedrockModelId"),
    webSearchUrl: text("webSearchUrl"),
    webSearchKeySecretArn: text("webSearchKeySecretArn"),
    apolloKeySecretArn: text("apolloKeySecretArn"),
    prefix: (ctx("prefix") as string | undefined) ?? "recyclate",
    env: {
      account: (ctx("account") as string | undefined) ?? process.env.CDK_DEFAULT_ACCOUNT,
      region: (ctx("region") as string | undefined) ?? process.env.CDK_DEFAULT_REGION ?? "eu-central-1",
    },
    mail: { domain: mailDomain, from: (ctx("mailFrom") as string | undefined) ?? `noreply@${mailDomain ?? "example.com"}` },
    // CloudFront's own domain is not known before the web stack exists (and the web stack depends on the
    // data stack), so without a site address the default admits any CloudFront domain.
    uploadOrigins: list(ctx("uploadOrigins")) ?? (siteUrl ? [new URL(siteUrl).origin] : ["https://*.cloudfront.net"]),
    webAssetsDir: existsSync(path.join(webDir, "index.html")) ? webDir : undefined,
    bundleLambdas: String(ctx("bundleLambdas") ?? "true") !== "false",
    lambdaBuild: ctx("lambdaBuild") === "per-function" ? "per-function" : "prebuilt",
    tracing: String(ctx("tracing") ?? (stage === "prod" ? "true" : "false")) === "true",
    alarmEmail: (ctx("alarmEmail") as string | undefined) || undefined,
    webDomain:
      list(ctx("domainNames")) && ctx("certificateArn") ? { names: list(ctx("domainNames"))!, certificateArn: String(ctx("certificateArn")) } : undefined,
    ...overrides,
  });
}

/** Thrown at synth when the stage's settings cannot make a working deployment; the message says which and why. */
export class ConfigError extends Error {}

const isHttpsOrigin = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === "https:" && u.pathname === "/" && !u.search && !u.hash;
  } catch {
    return false;
  }
};
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** A complete secret ARN (with the six characters Secrets Manager appends to the name). */
const SECRET_ARN = /^arn:aws[\w-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:[\w/+=.@-]+-[A-Za-z0-9]{6}$/;

/** Validate a stage's settings at synth, every problem named in one error. */
export function checkedConfig(c: AppConfig): AppConfig {
  const problems: string[] = [];
  if (c.stage !== "dev" && c.stage !== "prod") problems.push(`stage must be dev or prod (got "${c.stage}")`);
  if (c.siteUrl !== undefined && !isHttpsOrigin(c.siteUrl))
    problems.push(`siteUrl must be an https origin such as https://market.example.org (got "${c.siteUrl}")`);
  if (c.webSearchUrl !== undefined && !/^https:\/\//.test(c.webSearchUrl)) problems.push(`webSearchUrl must be an https URL (got "${c.webSearchUrl}")`);
  for (const key of ["webSearchKeySecretArn", "apolloKeySecretArn"] as const) {
    const arn = c[key];
    if (arn !== undefined && !SECRET_ARN.test(arn))
      problems.push(
        `${key} must be the complete ARN of a Secrets Manager secret, arn:aws:secretsmanager:<region>:<account>:secret:<name>-<6 characters> (got "${arn}")`,
      );
  }
  if (c.webSearchUrl !== undefined && c.webSearchKeySecretArn === undefined)
    problems.push("webSearchUrl needs -c webSearchKeySecretArn=… (the secret with the search API's key)");
  if (c.webSearchKeySecretArn !== undefined && c.webSearchUrl === undefined)
    problems.push("webSearchKeySecretArn needs -c webSearchUrl=https://… (the search API it is the key of)");
  if (!EMAIL.test(c.mail.from)) problems.push(`mailFrom must be an e-mail address (got "${c.mail.from}")`);
  if (c.mail.domain && !c.mail.from.toLowerCase().endsWith(`@${c.mail.domain.toLowerCase()}`))
    problems.push(`mailFrom (${c.mail.from}) must be an address at mailDomain (${c.mail.domain}), the identity SES verifies`);
  if (c.alarmEmail !== undefined && !EMAIL.test(c.alarmEmail)) problems.push(`alarmEmail must be an e-mail address (got "${c.alarmEmail}")`);
  if (c.stage === "prod") {
    if (!c.siteUrl) problems.push("a prod stage needs -c siteUrl=https://… (e-mail links and the open-tracking pixel point there)");
    if (!c.mail.domain) problems.push("a prod stage needs -c mailDomain=… (the SES identity with DKIM mail is sent from)");
    if (!c.alarmEmail) problems.push("a prod stage needs -c alarmEmail=… (every alarm notifies it)");
  }
  if (problems.length) throw new ConfigError(`Stage configuration is not valid:\n- ${problems.join("\n- ")}`);
  return c;
}
