import { App, Arn, ArnFormat, Stack, Tags } from "aws-cdk-lib";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { DeployedEnv } from "../functions/lib/env";
import { routeTable, type RouteEntry } from "../functions/routes";
import { subscriberTable } from "../functions/subscribers";
import { areaOf } from "./api-areas";
import { acknowledgeNagFindings } from "./nag";
import type { AppConfig } from "./config";
import { ApiStack } from "./stacks/api";
import { ApiRoutesStack } from "./stacks/api-routes";
import { AuthStack } from "./stacks/auth";
import { DataStack } from "./stacks/data";
import { EmailStack } from "./stacks/email";
import { WebStack } from "./stacks/web";
import { WorkflowsStack } from "./stacks/workflows";
import { PlatformAlarms } from "./constructs/platform-alarms";
import { TopicSubscriber } from "./constructs/topic-subscriber";

export interface RecyclateStacks {
  data: DataStack;
  auth: AuthStack;
  email: EmailStack;
  api: ApiStack;
  workflows: WorkflowsStack;
  routes: ApiRoutesStack[];
  web: WebStack;
  /** The Lambdas of functions/subscribers (in the stack of the topic they read: the SES feedback's is the email stack). */
  subscribers: TopicSubscriber[];
}

/** CDK's own switch for asset bundling: with no stacks listed, NodejsFunction stages a stub asset instead of running esbuild. */
const BUNDLING_STACKS = "aws:cdk:bundling-stacks";

/**
 * All stacks of the application. Dependencies run one way: data, auth → api → email (for its SES feedback
 * subscriber) → workflows → api routes; api → web. The workflows stack holds the Step Functions state machines
 * and their task Lambdas (functions/workflows); the API routes that start executions get
 * `states:StartExecution` on them.
 */
export function buildApp(app: App, config: AppConfig, routes: RouteEntry[] = routeTable): RecyclateStacks {
  if (!config.bundleLambdas) app.node.setContext(BUNDLING_STACKS, []);
  const env = config.env;
  const name = (s: string) => `${config.prefix}-${s}`;
  const data = new DataStack(app, name("data"), { env, uploadOrigins: config.uploadOrigins });
  const auth = new AuthStack(app, name("auth"), { env });
  const email = new EmailStack(app, name("email"), { env, domain: config.mail.domain, from: config.mail.from });
  const api = new ApiStack(app, name("api"), {
    env,
    jwtIssuer: auth.issuer,
    jwtAudience: [auth.client.userPoolClientId],
    alarmEmail: config.alarmEmail,
    live: { table: data.table, cursorKey: data.cursorKey, tracing: config.tracing },
  });

  // The variables functions/lib/env.ts declares for a deployed Lambda (ADR 0101): everything the stage sets;
  // each Lambda is given the part its declared needs call for (infra/runtime-env.ts).
  const providerSecrets = {
    enrichment: config.apolloKeySecretArn ? Secret.fromSecretCompleteArn(data, "ApolloKey", config.apolloKeySecretArn) : undefined,
    webSearch: config.webSearchKeySecretArn ? Secret.fromSecretCompleteArn(data, "WebSearchKey", config.webSearchKeySecretArn) : undefined,
  };
  const environment = {
    TABLE_NAME: data.table.tableName,
    BUCKET_NAME: data.files.bucketName,
    USER_POOL_ID: auth.userPool.userPoolId,
    USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
    MAIL_FROM: email.from,
    MAIL_CONFIGURATION_SET: email.configurationSet.configurationSetName,
    // Secrets by ARN: each Lambda reads the values at cold start (functions/lib/secrets.ts), so no template,
    // asset or environment holds them.
    CURSOR_SECRET_ARN: data.cursorKey.secretArn,
    ORIGIN_SECRET_ARN: api.originSecret.secretArn,
    // The live socket API: writers post to its sockets, the ticket route names its address to the browser.
    LIVE_CALLBACK_URL: api.live.callbackUrl,
    LIVE_SOCKET_URL: api.live.socketUrl,
    // Named, not referenced: the workflows stack's task Lambdas get this too, and a reference would be a cycle.
    ...(config.siteUrl ? { PUBLIC_SITE_URL: config.siteUrl } : {}),
    ...(config.bedrockModelId ? { AI_PROVIDER: "bedrock", BEDROCK_MODEL_ID: config.bedrockModelId } : {}),
    ...(config.webSearchUrl ? { WEB_SEARCH_URL: config.webSearchUrl } : {}),
    ...(providerSecrets.webSearch ? { WEB_SEARCH_API_KEY_SECRET_ARN: providerSecrets.webSearch.secretArn } : {}),
    ...(providerSecrets.enrichment ? { APOLLO_API_KEY_SECRET_ARN: providerSecrets.enrichment.secretArn } : {}),
    STATE_MACHINE_ARN_PREFIX: Arn.format(
      { service: "states", resource: "stateMachine", resourceName: `${config.prefix}-`, arnFormat: ArnFormat.COLON_RESOURCE_NAME },
      data,
    ),
  } satisfies DeployedEnv;
  const grantables = {
    live: api.live,
    table: data.table,
    files: data.files,
    userPool: auth.userPool,
    mail: email.identity,
    providerSecrets,
    bedrockModelId: config.bedrockModelId,
  };
  // Workflow tasks and jobs serve no request and seal nothing a user keeps: no origin header, no cursor key.
  const { CURSOR_SECRET_ARN: _cursor, ORIGIN_SECRET_ARN: _origin, ...backgroundEnv } = environment;
  const workflows = new WorkflowsStack(app, name("workflows"), {
    env,
    prefix: config.prefix,
    // Task Lambdas sign nothing a user keeps and serve no request, so they read no secret.
    grantables,
    environment: backgroundEnv,
    bundlesDir: config.lambdaBuild === "prebuilt" ? config.lambdaBundlesDir : undefined,
    tracing: config.tracing,
    alarmTopic: api.alarmTopic,
  });
  // SES feedback: the subscriber sits beside its topic; its table grant and environment make the email stack
  // depend on data, auth and api, none of which depends on it.
  const topics = { mailFeedback: email.feedback };
  const subscribers = subscriberTable.map(
    (entry) =>
      new TopicSubscriber(email, entry.id.replace(/[^A-Za-z0-9]/g, "-"), {
        entry,
        topic: topics[entry.topic],
        grantables,
        environment: backgroundEnv,
        bundlesDir: config.lambdaBuild === "prebuilt" ? config.lambdaBundlesDir : undefined,
        tracing: config.tracing,
        alarmTopic: api.alarmTopic,
      }),
  );
  const byArea = new Map<string, RouteEntry[]>();
  for (const r of routes) byArea.set(areaOf(r.id), [...(byArea.get(areaOf(r.id)) ?? []), r]);
  const routeStacks = [...byArea].map(
    ([area, rs]) =>
      new ApiRoutesStack(app, name(`api-${area}`), {
        env,
        area,
        routes: rs,
        httpApi: api.api,
        authorizerId: api.authorizerId,
        grantables: { ...grantables, stateMachines: workflows.stateMachines, secrets: [data.cursorKey, api.originSecret] },
        environment,
        bundlesDir: config.lambdaBuild === "prebuilt" ? config.lambdaBundlesDir : undefined,
        tracing: config.tracing,
        alarmTopic: api.alarmTopic,
      }),
  );

  const web = new WebStack(app, name("web"), {
    env,
    apiDomainName: api.domainName,
    originSecret: api.originSecret,
    assetsDir: config.webAssetsDir,
    filesDomainName: data.files.bucketRegionalDomainName,
    liveDomainName: api.live.domainName,
    domain: config.webDomain,
  });

  new PlatformAlarms(api, "PlatformAlarms", { api: api.api, table: data.table, topic: api.alarmTopic });

  const stacks: Stack[] = [data, auth, email, api, workflows, ...routeStacks, web];
  // CloudFormation's schema for AWS::CloudWatch::Dashboard has no Tags in most regions (cfn-lint E3002), though
  // the CDK would emit them: dashboards go untagged.
  for (const s of stacks) Tags.of(s).add("app", config.prefix, { excludeResourceTypes: ["AWS::CloudWatch::Dashboard"] });
  const all = { data, auth, email, api, workflows, routes: routeStacks, web, subscribers };
  acknowledgeNagFindings(all, { customDomain: Boolean(config.webDomain) });
  return all;
}
