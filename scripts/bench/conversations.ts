import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { post as postConversation } from "../../functions/domains/conversations/handlers";
import { db } from "../../functions/db/service";
import { documentClient } from "../../functions/lib/clients";
import { env } from "../../functions/lib/env";
import { ROOT } from "../local/config";
import { apiEvent, lambdaContext } from "../local/lambda-event";
import { runIfMain, withBenchStack } from "./bench-stack";
import { percentile } from "./stats";

/**
 * The assistant's reply time (ADR 0150; figures in docs/benchmarks-conversations.md): POST /conversations through the handler in-process
 * (middy stack, validation, the per-address rate limit, the offline engine's need reader and reply, the
 * matching engine's candidate Queries, the writes) on a seeded local stack. N posts each (bounded;
 * CONV_N changes it), each from its own source address so the limit never answers 429. The floor: what any
 * reply must do — one raw Query of the conversation's partition and two raw PutItems of a message's size.
 */
const N = Number(process.env.CONV_N ?? 100);
const TEXT = "We are looking for 200 t per month of natural HDPE granules for blow moulding of bottles, EuCertPlast certified.";

let ip = 0;
function event(body: unknown): APIGatewayProxyEventV2 {
  ip++;
  return apiEvent({
    method: "POST",
    routePath: "/conversations",
    rawPath: "/conversations",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    sourceIp: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
  });
}

async function post(body: unknown): Promise<{ ms: number; id: string }> {
  const t = performance.now();
  const res = (await postConversation(event(body), lambdaContext(randomUUID(), "conversations.post"))) as APIGatewayProxyStructuredResultV2;
  const ms = performance.now() - t;
  if (res.statusCode !== 200) throw new Error(`POST /conversations: ${res.statusCode} ${String(res.body).slice(0, 300)}`);
  return { ms, id: JSON.parse(String(res.body)).conversationId };
}

export async function main(): Promise<string> {
  return withBenchStack("conversations", { appPort: Number(process.env.APP_PORT ?? 8350), portBase: Number(process.env.PORT_BASE ?? 8360) }, async (stack) => {
    await stack.workflowsIdle();
    // Warm-up: module loading and the first connections are not what a visitor waits for in a warm Lambda.
    for (let i = 0; i < 5; i++) await post({ content: TEXT });

    const first: number[] = [];
    for (let i = 0; i < N; i++) first.push((await post({ content: TEXT })).ms);

    // Appends to one conversation: the reply reads all its messages (up to 2 × turns), so later turns cost more.
    const follow: number[] = [];
    let conversationId = (await post({ content: TEXT })).id;
    for (let i = 0; i < N; i++) {
      if (i % 20 === 19) conversationId = (await post({ content: TEXT })).id; // 20 turns at most, then a new one
      follow.push((await post({ conversationId, content: "Also black, about 50 tonnes, for pipes." })).ms);
    }

    // The floor: the same partition read and the two message writes, raw.
    const floor: number[] = [];
    const client = documentClient();
    const query = db().conversationMessage.query.byConversation({ conversationId }).params({ limit: 100 }) as never;
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await client.send(new QueryCommand(query));
      await Promise.all(
        [TEXT, "x".repeat(700)].map((content) =>
          client.send(
            new PutCommand({
              TableName: env.tableName,
              Item: { pk: `bench#${conversationId}`, sk: `${Date.now()}#${randomUUID()}`, content, createdBy: "user", createdDate: new Date().toISOString() },
            }),
          ),
        ),
      );
      floor.push(performance.now() - t);
    }

    const row = (name: string, xs: number[]) =>
      `| ${name} | ${xs.length} | ${percentile(xs, 50).toFixed(1)} | ${percentile(xs, 99).toFixed(1)} | ${(percentile(xs, 50) / percentile(floor, 50)).toFixed(1)}× |`;
    const md = [
      "# Benchmarks: the assistant's replies (POST /conversations)",
      "",
      `Measured ${new Date().toISOString()} by \`scripts/bench/conversations.ts\`: the handler in-process on a seeded local stack (dynalite, offline AI engine), ` +
        `Node ${process.versions.node}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}. Sequential, after 5 warm-up posts.`,
      "",
      "Floor: one raw DynamoDB Query of a conversation's partition plus two raw PutItems of a message's size (document client, no shaping).",
      "",
      "| Measure | n | p50 ms | p99 ms | p50 × floor |",
      "| --- | ---: | ---: | ---: | ---: |",
      row("new conversation (HDPE request → reply with recommendations)", first),
      row("append (turns 2–20 of a conversation)", follow),
      row("floor: raw Query + 2 PutItem", floor),
      "",
      "A reply does more than the floor by design: the rate-limit counter (one conditional update), the conversation's",
      "record (GetItem; a new one: a conditional create), the message-count reservation (a conditional update), the",
      "matching engine's candidate Queries (the need's type and up to two related types, 50 listed materials each) and",
      "the need reader and reply writer over the visitor's text. A Bedrock engine adds the model's two calls on top.",
      "",
    ].join("\n");
    writeFileSync(path.join(ROOT, "docs", "benchmarks-conversations.md"), md);
    console.log(md);
    return md;
  });
}

await runIfMain(import.meta.url, main);
