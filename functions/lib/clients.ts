import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { env } from "./env";
import { nameFailures, sdkOptions } from "./sdk-options";

/**
 * SDK clients are created once per container and pointed at the emulators when their endpoint is set. The
 * document client and the idempotency records (functions/lib/idempotency.ts) share one DynamoDB client: one
 * connection pool, one set of time limits, and the document client's middleware (test hooks) sees both.
 */
let base: DynamoDBClient | undefined;
export function dynamoClient(): DynamoDBClient {
  base ??= nameFailures(
    new DynamoDBClient({ region: env.region, endpoint: env.endpoint("DYNAMODB"), ...sdkOptions("dynamodb", env.endpoint("DYNAMODB")) }),
    "dynamodb",
  );
  return base;
}

let ddb: DynamoDBDocumentClient | undefined;
export function documentClient(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } });
  return ddb;
}

let cognito: CognitoIdentityProviderClient | undefined;
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= nameFailures(
    new CognitoIdentityProviderClient({ region: env.region, endpoint: env.endpoint("COGNITO"), ...sdkOptions("cognito", env.endpoint("COGNITO")) }),
    "cognito",
  );
  return cognito;
}
