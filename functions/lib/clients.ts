import { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { env } from "./env";
import { sdkLogger } from "./sdk-logger";

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
