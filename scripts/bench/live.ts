import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { LIVE_PATH } from "../../shared/schemas/live";
import { publish, readTicket } from "../../functions/domains/live";
import { issueTicket } from "../../functions/domains/live/ticket";
import { ROOT } from "../local/config";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * Live fan-out (ADR 0215; figures in docs/benchmarks-live.md): one event published to CONNECTIONS staff sockets
 * of the local stack (the publish's Query of the staff audience, one post per socket through the in-process
 * socket server, delivery to `ws` clients on loopback), per-socket delivery time from the publish call, over
 * ROUNDS events; against the floor, a raw `ws` server broadcasting the same message to as many clients.
 */
const CONNECTIONS = Number(process.env.LIVE_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 30);

function openClients(url: string, n: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.once("open", () => resolve(ws));
          ws.once("error", reject);
        }),
    ),
  );
}

/** Milliseconds from `send()` until each client got the message, for `rounds` messages one after the other. */
async function deliveries(clients: WebSocket[], rounds: number, send: (round: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const marker = `r${r}-marker`;
    const started = performance.now();
    const got = Promise.all(
      clients.map(
        (ws) =>
          new Promise<number>((resolve) => {
            const on = (data: unknown) => {
              if (!String(data).includes(marker)) return;
              ws.off("message", on);
              resolve(performance.now() - started);
            };
            ws.on("message", on);
          }),
      ),
    );
    await send(r);
    out.push(...(await got));
  }
  return out;
}

async function floor(message: (round: number) => string): Promise<number[]> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const clients = await openClients(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, CONNECTIONS);
  const times = await deliveries(clients, ROUNDS, async (r) => {
    const data = message(r);
    await Promise.all([...wss.clients].map((ws) => new Promise((done) => ws.send(data, done))));
  });
  clients.forEach((c) => c.terminate());
  wss.close();
  server.close();
  return times;
}

const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms`;

export async function main() {
  await withBenchStack("live", { portBase: 8900, appPort: 8940 }, async (stack) => {
    const { ticket } = issueTicket({ userId: "bench-staff", companyId: null, staff: true });
    if (!readTicket(ticket)) throw new Error("ticket not accepted");
    console.log(`stack up; opening ${CONNECTIONS} sockets`);
    const clients = await openClients(`${stack.url.replace(/^http/, "ws")}${LIVE_PATH}?ticket=${encodeURIComponent(ticket)}`, CONNECTIONS);
    console.log(`${clients.length} sockets open; publishing ${ROUNDS} events`);
    let delivered = 0;
    const live = await deliveries(clients, ROUNDS, async (r) => {
      delivered += await publish({ type: "lead.changed", id: `r${r}-marker` }, { staff: true });
    });
    clients.forEach((c) => c.terminate());
    // the same bytes the publish sends, so the floor differs only in what the live path adds
    const raw = await floor((r) => JSON.stringify({ type: "lead.changed", id: `r${r}-marker` }));
    const liveP50 = percentile(live, 50);
    const rawP50 = percentile(raw, 50);
    const lines = [
      "# Live fan-out",
      "",
      `One event to ${CONNECTIONS} staff sockets on loopback, ${ROUNDS} events one after the other; per-socket time from the publish call to the client's message event.`,
      `Machine: ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}. Sockets that got each event: ${delivered / ROUNDS}.`,
      "",
      "| path | delivery |",
      "|---|---|",
      `| publish (Query of the staff audience, ${CONNECTIONS} posts through the local socket server) | ${fmt(live)} |`,
      `| floor: raw ws broadcast of the same message | ${fmt(raw)} |`,
      "",
      `Ratio at p50: ${(liveP50 / rawP50).toFixed(1)}× the floor. Written by scripts/bench/live.ts.`,
      "",
    ];
    writeFileSync(path.join(ROOT, "docs", "benchmarks-live.md"), lines.join("\n"));
    console.log(lines.join("\n"));
  });
}

await runIfMain(import.meta.url, main);
