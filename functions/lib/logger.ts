import { Logger } from "@aws-lambda-powertools/logger";
import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";

/**
 * One JSON log line per request: request id, route id, user id (the verified token's sub), status and time.
 * Never the body, headers or tokens. LOG_LEVEL: INFO in AWS, WARN in the local stack's tests (quiet), INFO
 * under `npm start`.
 */
export const logger = new Logger({ serviceName: "recyclate-api", logLevel: (process.env.LOG_LEVEL ?? "INFO") as "INFO" });

type Event = APIGatewayProxyEventV2 & { requestContext: { authorizer?: { jwt?: { claims?: Record<string, unknown> } } } };

export function requestLog(routeId: string): MiddlewareObj<Event, APIGatewayProxyStructuredResultV2, Error, Context> {
  let started = 0;
  const done = (response: APIGatewayProxyStructuredResultV2 | undefined) => {
    const status = response?.statusCode ?? 500;
    const entry = { status, ms: Date.now() - started };
    if (status >= 500) logger.error("request", entry);
    else logger.info("request", entry);
  };
  return {
    before: (request) => {
      started = Date.now();
      logger.resetKeys();
      logger.addContext(request.context);
      const sub = request.event.requestContext?.authorizer?.jwt?.claims?.sub;
      logger.appendKeys({ routeId, requestId: request.event.requestContext?.requestId, userId: typeof sub === "string" ? sub : null });
    },
    after: (request) => done(request.response ?? undefined),
    // Runs after the error mapping's onError (middy runs them in reverse order), so it sees the mapped answer.
    onError: (request) => done(request.response ?? undefined),
  };
}
