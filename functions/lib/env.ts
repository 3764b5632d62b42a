import * as z from "../../shared/schemas/zod";

/**
 * The one definition of the environment handlers run with (ADR 0101). infra/recyclate.ts sets the "stack"
 * variables on every route Lambda, scripts/local/config.ts `handlerEnv` sets the same ones plus the "runtime"
 * (what the Lambda runtime provides in AWS) and "emulator" ones; both are typed from the lists below, and
 * test/unit/handler-env.test.ts fails when either sets a name this file does not know, misses one it needs, or
 * when code under functions/ reads a variable not listed here. No imports but zod: infra and scripts load it.
 */
const text = z.string().check(z.minLength(1));

/**
 * Set by the local stack on every handler; a deployed Lambda gets TABLE_NAME and those of the others its
 * declared needs call for (infra/runtime-env.ts), as its IAM grants are derived.
 */
export const STACK_ENV = {
  TABLE_NAME: text,
  BUCKET_NAME: text,
  USER_POOL_ID: text,
  USER_POOL_CLIENT_ID: text,
  /** Sender address of outgoing e-mail (the SES identity). */
  MAIL_FROM: text,
  /** "arn:aws:states:<region>:<account>:stateMachine:<app prefix>-": a workflow's ARN is this plus its name (functions/lib/workflows.ts). */
  STATE_MACHINE_ARN_PREFIX: text,
};

/**
 * Set by the deployment on the Lambdas that send mail, unset locally: the SES configuration set every send names, whose
 * event destination reports bounces and complaints (ADR 0172). The local SES emulator has none to name.
 */
export const DEPLOYED_ONLY_ENV = {
  MAIL_CONFIGURATION_SET: z.optional(text),
  /**
   * The WebSocket API's connection management endpoint (https://<api>.execute-api.<region>.amazonaws.com/<stage>),
   * set on the Lambdas that publish live events (functions/domains/live). Locally the stack's in-process socket
   * server takes the posts instead.
   */
  LIVE_CALLBACK_URL: z.optional(text),
  /** The WebSocket API's address (wss://…/<stage>) the browser connects to; locally the app's own origin serves it. */
  LIVE_SOCKET_URL: z.optional(text),
};

/**
 * Secrets (functions/lib/secrets.ts): a deployed Lambda is given each one's ARN and reads the value at cold
 * start; the local stack gives the value itself. CURSOR_SECRET keys list cursors and the server's other tags
 * (functions/lib/server-key.ts); ORIGIN_SECRET is the header CloudFront sends, which the handler stack checks;
 * APOLLO_API_KEY and WEB_SEARCH_API_KEY are the providers' keys, when the stage configures them.
 */
export const SECRET_REF_ENV = {
  CURSOR_SECRET_ARN: text,
  ORIGIN_SECRET_ARN: z.optional(text),
  APOLLO_API_KEY_SECRET_ARN: z.optional(text),
  WEB_SEARCH_API_KEY_SECRET_ARN: z.optional(text),
};
export const SECRET_VALUE_ENV = {
  CURSOR_SECRET: z.optional(text),
  ORIGIN_SECRET: z.optional(text),
  APOLLO_API_KEY: z.optional(z.string()),
  WEB_SEARCH_API_KEY: z.optional(z.string()),
};

/** Provided by the Lambda runtime in AWS (reserved: CDK may not set them); the local stack sets them itself. */
export const RUNTIME_ENV = {
  AWS_REGION: text,
  // s3rver accepts only its own credentials; in AWS they come from the function's role.
  AWS_ACCESS_KEY_ID: text,
  AWS_SECRET_ACCESS_KEY: text,
};

/** The temporary credentials' token the Lambda runtime sets (functions/lib/s3-get-url.ts signs with it); none locally. */
export const SESSION_ENV = {
  AWS_SESSION_TOKEN: z.optional(text),
};

/** Local emulator endpoints (scripts/local/emulators.ts); unset in AWS, where the SDKs find the services. */
export const EMULATOR_ENV = {
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  COGNITO_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  SFN_ENDPOINT: z.optional(z.url()),
};

/** Optional anywhere. */
export const TUNING_ENV = {
  /** functions/lib/logger.ts: INFO when unset (AWS); the local stack's tests use WARN. */
  LOG_LEVEL: z.optional(z.string().check(z.regex(/^(trace|debug|info|warn|error|critical|silent)$/i))),
};

/**
 * External providers and the AI engine: each is used only when its variables are set; unset, the offline
 * engine and providers over seeded data answer. Their keys are secrets (SECRET_REF_ENV), read at cold start.
 */
export const INTEGRATION_ENV = {
  /** "bedrock" uses Amazon Bedrock's Converse API with BEDROCK_MODEL_ID; anything else the offline engine. */
  AI_PROVIDER: z.optional(z.string()),
  BEDROCK_MODEL_ID: z.optional(z.string()),
  /** Apollo's organization enrichment (functions/integrations/apollo); APOLLO_BASE_URL points tests at a stub. */
  APOLLO_BASE_URL: z.optional(z.url()),
  /** A web search API for company research (functions/integrations/search); unset: the offline corpus. */
  WEB_SEARCH_URL: z.optional(z.url()),
  /** The public site's origin for links in e-mails (outreach drafts link our catalogue pages); unset: the demo domain. */
  PUBLIC_SITE_URL: z.optional(z.url()),
};

export type StackEnv = Record<keyof typeof STACK_ENV, string>;
/** Everything a deployed Lambda may be given; each gets the part its needs call for (infra/runtime-env.ts). */
export type DeployedEnv = Pick<StackEnv, "TABLE_NAME"> &
  Partial<Omit<StackEnv, "TABLE_NAME">> &
  Partial<Record<keyof typeof DEPLOYED_ONLY_ENV, string>> &
  Pick<Record<keyof typeof SECRET_REF_ENV, string>, "CURSOR_SECRET_ARN"> &
  Partial<Record<Exclude<keyof typeof SECRET_REF_ENV, "CURSOR_SECRET_ARN"> | keyof typeof INTEGRATION_ENV, string>>;
export type LocalHandlerEnv = StackEnv &
  Record<keyof typeof RUNTIME_ENV, string> &
  Partial<
    Record<
      keyof typeof EMULATOR_ENV | keyof typeof TUNING_ENV | keyof typeof INTEGRATION_ENV | keyof typeof SESSION_ENV | keyof typeof SECRET_VALUE_ENV,
      string
    >
  >;

/** Every variable code under functions/ may read. */
export const HANDLER_ENV_NAMES = [
  STACK_ENV,
  DEPLOYED_ONLY_ENV,
  SECRET_REF_ENV,
  SECRET_VALUE_ENV,
  RUNTIME_ENV,
  SESSION_ENV,
  EMULATOR_ENV,
  TUNING_ENV,
  INTEGRATION_ENV,
].flatMap((o) => Object.keys(o));

/** What a deployed Lambda is given: the stack variables, secrets by ARN, the stage's settings; nothing the runtime reserves. */
export const deployedEnvSchema = z.strictObject({
  ...Object.fromEntries(Object.entries(STACK_ENV).map(([k, v]) => [k, k === "TABLE_NAME" ? v : z.optional(v)])),
  ...DEPLOYED_ONLY_ENV,
  ...SECRET_REF_ENV,
  ...INTEGRATION_ENV,
});
/** What the local stack gives its in-process handlers: secrets by value, no ARNs. */
export const localEnvSchema = z.strictObject({
  ...STACK_ENV,
  ...SECRET_VALUE_ENV,
  ...RUNTIME_ENV,
  ...SESSION_ENV,
  ...EMULATOR_ENV,
  ...TUNING_ENV,
  ...INTEGRATION_ENV,
});

type Endpoint = keyof typeof EMULATOR_ENV extends `${infer S}_ENDPOINT` ? S : never;

function required(name: keyof typeof STACK_ENV): string {
  const v = process.env[name];
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
}

/** Settings every handler reads, each when first needed (a module load must not need them). */
export const env = {
  get region() {
    return process.env.AWS_REGION ?? "eu-central-1";
  },
  get tableName() {
    return required("TABLE_NAME");
  },
  get bucketName() {
    return required("BUCKET_NAME");
  },
  get userPoolId() {
    return required("USER_POOL_ID");
  },
  get userPoolClientId() {
    return required("USER_POOL_CLIENT_ID");
  },
  /** Sender address of outgoing e-mail (the SES identity). */
  get mailFrom() {
    return process.env.MAIL_FROM ?? "no-reply@recyclate.example.com";
  },
  /** Origin of the public site (links in outgoing e-mails). */
  /** The SES configuration set every send names (ADR 0172); unset locally. */
  get mailConfigurationSet() {
    return process.env.MAIL_CONFIGURATION_SET || undefined;
  },
  get publicSiteUrl() {
    return (process.env.PUBLIC_SITE_URL ?? "https://www.recyclate.example.com").replace(/\/+$/, "");
  },
  get stateMachineArnPrefix() {
    return required("STATE_MACHINE_ARN_PREFIX");
  },
  /** Local emulator endpoints; unset in AWS. */
  endpoint(service: Endpoint): string | undefined {
    return process.env[`${service}_ENDPOINT`] || undefined;
  },
};
