import type { APIGatewayProxyResultV2 } from "aws-lambda";
import { logger } from "../../lib/logger";
import { connect, disconnect } from "./index";

/** What a WebSocket route's Lambda receives of API Gateway's event (and the local socket server passes alike). */
export interface SocketEvent {
  requestContext: { connectionId: string; routeKey?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

/**
 * The WebSocket API's $connect: the `ticket` query parameter (POST /platform/realtime-ticket) decides whether the
 * socket opens and whom it hears; 401 refuses the upgrade. The Lambda entry of the $connect route.
 */
export async function onConnect(event: SocketEvent): Promise<APIGatewayProxyResultV2> {
  const ok = await connect(event.queryStringParameters?.ticket, event.requestContext.connectionId);
  if (!ok) logger.info("live ticket refused", { connectionId: event.requestContext.connectionId });
  return { statusCode: ok ? 200 : 401 };
}

/** The WebSocket API's $disconnect: the socket's record goes (API Gateway calls it at most once, best effort). */
export async function onDisconnect(event: SocketEvent): Promise<APIGatewayProxyResultV2> {
  await disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
}
