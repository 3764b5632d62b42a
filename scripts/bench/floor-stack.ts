import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { Logger } from "@aws-lambda-powertools/logger";
import middy from "@middy/core";
import { Entity } from "electrodb";
import * as z from "../../shared/schemas/zod";

/**
 * The second floor of scripts/bench/lambdas.ts: the libraries every route is built on by design:
 * ElectroDB over the document client, middy, zod/mini with its English messages, the Powertools logger), each
 * used once and nothing of ours. A route's load over this floor is what our own code costs; over the
 * DynamoDB-only floor (floor-ddb.ts) it also carries the libraries'.
 */
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }));
const logger = new Logger({ serviceName: "floor" });
const Input = z.object({ id: z.string().check(z.minLength(1)) });
const item = () =>
  new Entity(
    {
      model: { entity: "item", version: "1", service: "floor" },
      attributes: { id: { type: "string", required: true } },
      indexes: { byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
    },
    { client, table: process.env.TABLE_NAME },
  );

export const handler = middy(async (event: unknown) => {
  const { id } = Input.parse(event);
  logger.info("get", { id });
  return (await item().get({ id }).go()).data;
});
