import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, type LocalConfig } from "./config";

const require = createRequire(import.meta.url);
// cognito-local and s3rver still use the v2 SDK; its end-of-support notice is noise here.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = "1";

/**
 * Wait until something answers HTTP on the port; `failed` ends the wait early (a child that exited). The default is a
 * guard against a hang: a JVM starting while every other suite of `npm test` shares two cores can take minutes.
 */
async function waitForPort(port: number, what: string, opts: { timeoutMs?: number; failed?: () => string | null } = {}) {
  const until = Date.now() + (opts.timeoutMs ?? 240_000);
  while (Date.now() < until) {
    const reason = opts.failed?.();
    if (reason) throw new Error(`${what} failed to start: ${reason}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not start on port ${port}${opts.failed ? `: ${opts.failed() ?? "no exit, no answer"}` : ""}`);
}

/** Listen on loopback; a taken port fails with a message that says which (instead of hanging). */
export function listen(server: Server, port: number, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(
        e.code === "EADDRINUSE" ? new Error(`${what}: port ${port} is in use (is another npm start running? PORT and LOCAL_PORT_BASE move the ports)`) : e,
      ),
    );
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

/** Where npm amplify-dynamodb-simulator keeps AWS's DynamoDBLocal.jar and its native libraries. */
const DYNAMODB_LOCAL_DIR = path.join(ROOT, "node_modules/amplify-dynamodb-simulator/emulator");

/**
 * Run an emulator as a child process with its output in a log file, whose tail explains a failed start.
 * Should this process die without stopping the stack, the child goes down with it.
 */
function spawnLogged(cmd: string, args: string[], opts: { cwd: string; logFile: string; env?: Record<string, string> }) {
  const out = openSync(opts.logFile, "a");
  const child: ChildProcess = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ["ignore", out, out] });
  closeSync(out);
  let spawnError: Error | undefined;
  child.once("error", (e) => (spawnError = e)); // e.g. ENOENT: no java on PATH
  const killChild = () => child.kill("SIGKILL");
  process.once("exit", killChild);
  const done = () => child.exitCode !== null || child.signalCode !== null;
  const tail = () => readFileSync(opts.logFile, "utf8").split("\n").slice(-15).join("\n");
  return {
    exited: () => (spawnError ? `${cmd}: ${spawnError.message}` : done() ? `exited (${child.exitCode ?? child.signalCode}); log:\n${tail()}` : null),
    stop: () =>
      new Promise<void>((r) => {
        process.off("exit", killChild);
        if (done() || spawnError) return r();
        child.once("exit", () => r());
        child.kill("SIGTERM");
      }),
  };
}

/** aws-ses-v2-local on loopback; its store (GET /store) holds the mail sent since it started. */
export async function startSesEmulator(port: number): Promise<Server> {
  const sesServer = (await import("aws-ses-v2-local")).default as unknown as (c: object) => Promise<Server>;
  return sesServer({ host: "127.0.0.1", port });
}

export const closeServer = (s: { close: (cb: (e?: Error) => void) => void }) => new Promise<void>((r) => s.close(() => r()));

/** Start dynalite, s3rver, cognito-local and aws-ses-v2-local on loopback, persisting under cfg.dataDir. */
export async function startEmulators(cfg: LocalConfig, log: (m: string) => void = () => {}) {
  const dir = (name: string) => {
    const d = path.join(cfg.dataDir, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  const stops: (() => Promise<void>)[] = [];
  const waits: Promise<void>[] = [];

  const stopAll = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  // A failure half-way (a port in use, say) must not leave the emulators already started running.
  try {
    if (cfg.dynamodb === "ddblocal") {
      // AWS's DynamoDB Local (ADR 0075): a Java child with its own folder (its files are not dynalite's).
      // -sharedDb: one database whatever the region and access key the SDK signs with.
      const java = spawnLogged(
        "java",
        [
          "-Djava.library.path=./DynamoDBLocal_lib",
          "-jar",
          "DynamoDBLocal.jar",
          "-port",
          String(cfg.ports.dynamodb),
          "-dbPath",
          dir("dynamodb-local"),
          "-sharedDb",
        ],
        {
          cwd: DYNAMODB_LOCAL_DIR,
          logFile: path.join(dir("dynamodb-local"), "dynamodb-local.log"),
        },
      );
      stops.push(java.stop);
      // The JVM takes seconds to come up: start the other emulators meanwhile, and wait for it at the end.
      const ready = waitForPort(cfg.ports.dynamodb, "DynamoDB Local (java)", { failed: java.exited });
      ready.catch(() => undefined); // awaited below; this only keeps an early failure elsewhere from going unhandled
      waits.push(ready.then(() => log(`DynamoDB Local on ${cfg.ports.dynamodb}`)));
    } else {
      const dynalite = require("dynalite") as (o: object) => Server;
      const ddb = dynalite({ path: dir("dynamodb"), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
      await listen(ddb, cfg.ports.dynamodb, "dynalite");
      stops.push(() => closeServer(ddb));
      log(`dynalite on ${cfg.ports.dynamodb}`);
    }

    const S3rver = require("s3rver");
    const s3 = new S3rver({ port: cfg.ports.s3, address: "127.0.0.1", directory: dir("s3"), silent: true, allowMismatchedSignatures: true });
    await s3.run();
    stops.push(() => s3.close());
    log(`s3rver on ${cfg.ports.s3}`);

    if (!cfg.externalSes) {
      const ses = await startSesEmulator(cfg.ports.ses);
      stops.push(() => closeServer(ses));
      log(`aws-ses-v2-local on ${cfg.ports.ses} (sent mail: http://127.0.0.1:${cfg.ports.ses}/store)`);
    }

    // cognito-local reads ./.cognito from its working directory, so it runs as a child in our data folder, with
    // its pool files written whole (scripts/local/cognito-atomic-writes.mjs) so that a killed stack restarts.
    const cognito = spawnLogged(
      process.execPath,
      [
        "--import",
        pathToFileURL(path.join(ROOT, "scripts/local/cognito-atomic-writes.mjs")).href,
        path.join(ROOT, "node_modules/cognito-local/lib/bin/start.js"),
      ],
      {
        cwd: dir("cognito"),
        logFile: path.join(dir("cognito"), "cognito-local.log"),
        env: { NODE_OPTIONS: "", PORT: String(cfg.ports.cognito), HOST: "127.0.0.1" },
      },
    );
    stops.push(cognito.stop);
    await waitForPort(cfg.ports.cognito, "cognito-local", { failed: cognito.exited });
    log(`cognito-local on ${cfg.ports.cognito}`);
    await Promise.all(waits);
  } catch (e) {
    await stopAll();
    throw e;
  }
  return { stop: stopAll };
}
