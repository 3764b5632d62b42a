import { timingSafeEqual } from "node:crypto";
import { getSecret } from "@aws-lambda-powertools/parameters/secrets";
import { forbidden } from "./errors";

/**
 * Secrets a Lambda reads by name at cold start (Powertools Parameters, cached for five minutes), never from a
 * value CloudFormation put into its environment: a deployed Lambda is given the secret's ARN. The local stack
 * gives the value itself (no Secrets Manager offline). Code reads them synchronously through `secretValue` once
 * the handler stack has loaded them.
 */
const SOURCES = {
  CURSOR_SECRET: { arn: () => process.env.CURSOR_SECRET_ARN, value: () => process.env.CURSOR_SECRET },
  ORIGIN_SECRET: { arn: () => process.env.ORIGIN_SECRET_ARN, value: () => process.env.ORIGIN_SECRET },
  APOLLO_API_KEY: { arn: () => process.env.APOLLO_API_KEY_SECRET_ARN, value: () => process.env.APOLLO_API_KEY },
  WEB_SEARCH_API_KEY: { arn: () => process.env.WEB_SEARCH_API_KEY_SECRET_ARN, value: () => process.env.WEB_SEARCH_API_KEY },
};
export type SecretName = keyof typeof SOURCES;

const MAX_AGE_SECONDS = 300;
const loaded = new Map<SecretName, string>();

/** Fetch every secret this Lambda has an ARN for (a warm call is served from the cache). */
export async function loadSecrets(): Promise<void> {
  await Promise.all(
    (Object.entries(SOURCES) as [SecretName, (typeof SOURCES)[SecretName]][]).map(async ([name, source]) => {
      const arn = source.arn();
      if (!arn) return;
      const value = await getSecret(arn, { maxAge: MAX_AGE_SECONDS });
      if (typeof value !== "string" || !value) throw new Error(`Secret ${name} is empty`);
      loaded.set(name, value);
    }),
  );
}

/** The secret's value: loaded by ARN (AWS), or given as a value (the local stack); undefined when neither. */
export function secretValue(name: SecretName): string | undefined {
  return loaded.get(name) ?? (SOURCES[name].value() || undefined);
}

/** The header CloudFront adds to every request it forwards to the API, with the origin secret as its value. */
export const ORIGIN_HEADER = "x-origin-verify";

/**
 * With an origin secret configured, a request that did not come through CloudFront (the API's own execute-api
 * address, with any headers it likes) is refused before anything else reads it, so the viewer address the
 * rate limits trust can only be CloudFront's.
 */
export function requireOrigin(headers: Record<string, string | undefined> | undefined): void {
  const expected = secretValue("ORIGIN_SECRET");
  if (!expected) return;
  const given = Buffer.from(headers?.[ORIGIN_HEADER] ?? "", "utf8");
  const want = Buffer.from(expected, "utf8");
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw forbidden("Requests must come through the site");
}
