import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { env } from "../../lib/env";
import { nameFailures, sdkOptions } from "../../lib/sdk-options";

/** Sends one message to one open socket: "gone" when the socket is closed (its record is then dropped). */
export interface LivePoster {
  post(connectionId: string, data: string): Promise<"sent" | "gone">;
}

/** The in-process socket server of the local stack, when one runs in this process (scripts/local/live-server.ts). */
const local = globalThis as { __recyclateLivePoster?: LivePoster };

/** The local stack registers its socket server here; the handlers in the same process post through it. */
export function useLocalPoster(poster: LivePoster | undefined): void {
  local.__recyclateLivePoster = poster;
}

let aws: ApiGatewayManagementApiClient | undefined;

/** API Gateway's connection management API: PostToConnection, 410 Gone for a socket that is closed. */
function awsPoster(endpoint: string): LivePoster {
  aws ??= nameFailures(new ApiGatewayManagementApiClient({ region: env.region, endpoint, ...sdkOptions("live") }), "live");
  const client = aws;
  return {
    async post(connectionId, data) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(data, "utf8") }));
        return "sent";
      } catch (e) {
        if (e instanceof GoneException || (e as { name?: string }).name === "GoneException") return "gone";
        throw e;
      }
    },
  };
}

/**
 * The poster of this environment: the local stack's socket server in its own process, else the WebSocket API's
 * management endpoint when the deployment set it, else none (scripts, unit tests: nobody can be listening).
 */
export function livePoster(): LivePoster | null {
  if (local.__recyclateLivePoster) return local.__recyclateLivePoster;
  const endpoint = process.env.LIVE_CALLBACK_URL;
  return endpoint ? awsPoster(endpoint) : null;
}
