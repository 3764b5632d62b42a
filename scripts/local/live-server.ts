import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import { LIVE_PATH } from "../../shared/schemas/live";
import { useLocalPoster, type LivePoster } from "../../functions/domains/live";
import { onConnect, onDisconnect } from "../../functions/domains/live/socket";

/**
 * The local stand-in for the WebSocket API: upgrades on LIVE_PATH of the app's own origin, calls the same
 * $connect and $disconnect code as the Lambdas (the ticket decides), and takes the handlers' posts in this
 * process (the poster functions/domains/live registers), as PostToConnection does in AWS.
 */
export function attachLiveServer(server: Server) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const sockets = new Map<string, WebSocket>();

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://local");
    if (url.pathname !== LIVE_PATH) return refuse(socket, "404 Not Found");
    // API Gateway's connection ids are opaque base64 text of about this length.
    const connectionId = randomBytes(12).toString("base64url");
    const event = { requestContext: { connectionId, routeKey: "$connect" }, queryStringParameters: Object.fromEntries(url.searchParams) };
    onConnect(event)
      .then((answer) => {
        if (typeof answer === "object" && answer.statusCode !== 200) return refuse(socket, "401 Unauthorized");
        wss.handleUpgrade(req, socket, head, (ws) => {
          sockets.set(connectionId, ws);
          ws.on("close", () => {
            sockets.delete(connectionId);
            void onDisconnect({ requestContext: { connectionId, routeKey: "$disconnect" } }).catch(() => {});
          });
          // what a browser sends (its keep-alive ping) needs no answer, as the WebSocket API's $default
          ws.on("message", () => {});
        });
      })
      .catch((err) => {
        console.error(err);
        refuse(socket, "500 Internal Server Error");
      });
  };
  server.on("upgrade", onUpgrade);

  const poster: LivePoster = {
    post(connectionId, data) {
      const ws = sockets.get(connectionId);
      if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.resolve("gone");
      return new Promise((resolve) => ws.send(data, (err) => resolve(err ? "gone" : "sent")));
    },
  };
  useLocalPoster(poster);

  return {
    /** How many sockets are open. */
    get open() {
      return sockets.size;
    },
    /** Closes every socket as a restarting server would (1012), so clients reconnect. */
    dropAll() {
      for (const ws of sockets.values()) ws.close(1012, "restart");
      return sockets.size;
    },
    close() {
      server.off("upgrade", onUpgrade);
      useLocalPoster(undefined);
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
    },
  };
}
