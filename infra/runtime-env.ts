import type { DeployedEnv } from "../functions/lib/env";
import type { Needs } from "../shared/api/contract";

/**
 * Which of the stage's settings a Lambda is given, by its declared needs alone (as its IAM grants are,
 * infra/permissions.ts): a route that sends no mail has no sender address, one that calls no AI has no model.
 * Every variable a deployed Lambda can get has a rule here (the type makes a new one name its rule);
 * infra/permissions.test.ts checks that each handler reads only what its needs give it.
 */
const GIVEN_WHEN: { [K in keyof Required<DeployedEnv>]: (n: Needs) => boolean } = {
  TABLE_NAME: () => true,
  // List cursors and the server's other tags are sealed with it: any route may answer a list.
  CURSOR_SECRET_ARN: () => true,
  // The handler stack checks the CloudFront header on every request (only route Lambdas are given it).
  ORIGIN_SECRET_ARN: () => true,
  BUCKET_NAME: (n) => Boolean(n.files),
  USER_POOL_ID: (n) => n.cognito !== undefined,
  USER_POOL_CLIENT_ID: (n) => n.cognito !== undefined,
  MAIL_FROM: (n) => Boolean(n.mail),
  MAIL_CONFIGURATION_SET: (n) => Boolean(n.mail),
  LIVE_CALLBACK_URL: (n) => n.live === "post",
  LIVE_SOCKET_URL: (n) => n.live === "connect",
  STATE_MACHINE_ARN_PREFIX: (n) => Boolean(n.stateMachines?.length || n.executions?.length),
  PUBLIC_SITE_URL: (n) => Boolean(n.mail || n.links),
  AI_PROVIDER: (n) => Boolean(n.ai),
  BEDROCK_MODEL_ID: (n) => Boolean(n.ai),
  APOLLO_API_KEY_SECRET_ARN: (n) => Boolean(n.enrichment),
  APOLLO_BASE_URL: (n) => Boolean(n.enrichment),
  WEB_SEARCH_API_KEY_SECRET_ARN: (n) => Boolean(n.webSearch),
  WEB_SEARCH_URL: (n) => Boolean(n.webSearch),
};

/** Everything the stage sets, for routes; workflow tasks and jobs get it without the secrets only routes read. */
export type StageEnv = Partial<Record<keyof DeployedEnv, string>>;

/** The variables a Lambda with these needs is given, out of everything the stage sets. */
export function environmentFor(needs: Needs, stage: StageEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(stage)) {
    if (value !== undefined && GIVEN_WHEN[name as keyof DeployedEnv](needs)) out[name] = value;
  }
  return out;
}

/** The variable names a Lambda with these needs may be given, whatever the stage sets. */
export const variablesFor = (needs: Needs): string[] => Object.keys(GIVEN_WHEN).filter((name) => GIVEN_WHEN[name as keyof DeployedEnv](needs));
