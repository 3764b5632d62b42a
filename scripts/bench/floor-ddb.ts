import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";

/**
 * The cold-start floor of a route: a Lambda that only reads one DynamoDB item with the document
 * client, bundled with the same options. scripts/bench/lambdas.ts reports every route's load as a ratio to it.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }));

export const handler = async (event: { id: string }) =>
  (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.id, sk: "x" } }))).Item ?? null;
