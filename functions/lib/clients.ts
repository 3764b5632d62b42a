import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient, type DynamoDBClientConfig } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { env } from "./env";

/**
 * The SDK clients' logger has no `info`: the SDK's logger middleware calls `logger?.info?.(…)` with a
 * redacted copy of every request and response, and building that copy cost ~11 % of a list handler's CPU
 * (issue 7). Warnings still reach the log; failed calls are thrown and logged by the handler stack.
 */
export const sdkLogger = { debug() {}, warn: (...args: unknown[]) => console.warn(...args), error() {} } as unknown as NonNullable<DynamoDBClientConfig["logger"]>;

/** SDK clients are created once per container and pointed at the emulators when their endpoint is set. */
let ddb: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: env.region, endpoint: env.endpoint("DYNAMODB"), logger: sdkLogger }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return ddb;
}

let cognito: CognitoIdentityProviderClient | undefined;
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({ region: env.region, endpoint: env.endpoint("COGNITO"), logger: sdkLogger });
  return cognito;
}
