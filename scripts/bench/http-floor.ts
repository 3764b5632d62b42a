import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The HTTP floor of a route: a bare node:http server on loopback that answers each path with the JSON of one raw
 * DynamoDB call, and nothing else (no auth, no validation, no logging). Measured with the same client as the
 * product, it holds the loopback round trip every API call pays, so a route's ratio to it is what the handler
 * stack and its own reads add; the ratio to the raw call alone also counts the transport.
 */
export async function startHttpFloor(calls: Record<string, () => Promise<unknown>>) {
  const server = createServer((req, res) => {
    const call = calls[req.url ?? ""];
    if (!call) return void res.writeHead(404).end();
    call().then(
      (out) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(out)),
      () => res.writeHead(500).end(),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
