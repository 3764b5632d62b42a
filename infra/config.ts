import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { App } from "aws-cdk-lib";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Everything the CDK app can be told from outside: cdk.json context, `-c key=value`, or props in tests. */
export interface AppConfig {
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
  typeof v === "string" && v.trim() ? v.split(",").map((s) => s.trim()).filter(Boolean) : Array.isArray(v) ? v.map(String) : undefined;

export function configFromContext(app: App, overrides: Partial<AppConfig> = {}): AppConfig {
  const ctx = (key: string): unknown => app.node.tryGetContext(key);
  const mailDomain = (ctx("mailDomain") as string | undefined) || undefined;
  const webDir = path.join(ROOT, "dist", "web");
  return {
    prefix: (ctx("prefix") as string | undefined) ?? "recyclate",
    env: {
      account: (ctx("account") as string | undefined) ?? process.env.CDK_DEFAULT_ACCOUNT,
      region: (ctx("region") as string | undefined) ?? process.env.CDK_DEFAULT_REGION ?? "eu-central-1",
    },
    mail: { domain: mailDomain, from: (ctx("mailFrom") as string | undefined) ?? `noreply@${mailDomain ?? "example.com"}` },
    // CloudFront's own domain is not known before the web stack exists (and the web stack depends on the
    // data stack), so the default admits any CloudFront domain; set `uploadOrigins` to the real one(s).
    uploadOrigins: list(ctx("uploadOrigins")) ?? ["https://*.cloudfront.net"],
    webAssetsDir: existsSync(path.join(webDir, "index.html")) ? webDir : undefined,
    bundleLambdas: String(ctx("bundleLambdas") ?? "true") !== "false",
    lambdaBuild: ctx("lambdaBuild") === "per-function" ? "per-function" : "prebuilt",
    tracing: String(ctx("tracing") ?? "false") === "true",
    alarmEmail: (ctx("alarmEmail") as string | undefined) || undefined,
    webDomain: list(ctx("domainNames")) && ctx("certificateArn") ? { names: list(ctx("domainNames"))!, certificateArn: String(ctx("certificateArn")) } : undefined,
    ...overrides,
  };
}
