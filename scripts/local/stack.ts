import { createServer, type Server } from "node:http";
import path from "node:path";
import { seedDemo } from "../seed/seed";
import { handlerEnv, localConfig, ROOT, type LocalConfig } from "./config";
import { listen, startEmulators } from "./emulators";
import { provision } from "./provision";
import { createApiAdapter } from "./api-adapter";
import { attachLiveServer } from "./live-server";
import { LIVE_PATH } from "../../shared/schemas/live";
import { withSecurityHeaders } from "./security-headers";
import { createStaticHandler } from "./static";
import { startLocalWorkflows } from "./workflows";
import { runRecovery } from "../../functions/core/recovery";
import { checkCertificateExpiry } from "../../functions/domains/certificates";
import { logger } from "../../functions/lib/logger";

export interface LocalStack {
  url: string;
  cfg: LocalConfig;
  env: Record<string, string>;
  /** Where tests inject workflow task faults (scripts/local/workflows.ts WorkflowFault). */
  workflowFaultsFile: string;
  /** Resolves when every workflow execution started so far has ended. */
  workflowsIdle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole product on one machine: emulators, provisioning from the CDK's definitions, demo data, and one
 * HTTP server with the SPA at / and the API at /api. Handlers run in this process with the emulator env.
 */
export async function startLocalStack(
  opts: {
    cfg?: LocalConfig;
    seed?: boolean;
    webDir?: string;
    log?: (m: string) => void;
    workflowStepDelayMs?: number;
    /** Test stacks only: POST /api/live/drop closes every live socket, as a restarting socket server would. */
    testHooks?: boolean;
  } = {},
): Promise<LocalStack> {
  const cfg = opts.cfg ?? localConfig();
  const log = opts.log ?? (() => {});
  // Handlers read process.env and cache SDK clients, so a second stack in one process would mix the two up.
  const g = globalThis as { __recyclateStack?: boolean };
  if (g.__recyclateStack) throw new Error("A local stack is already running in this process");
  g.__recyclateStack = true;
  const emulators = await startEmulators(cfg, log);
  try {
    const ids = await provision(cfg, log);
    const env = handlerEnv(cfg, ids);
    Object.assign(process.env, env);
    // The handlers' logger was created when its module first loaded (the seed imports handler code before
    // this point), so it takes the stack's level here: tests stay quiet, `LOG_LEVEL=INFO npm start` is not.
    logger.setLogLevel(env.LOG_LEVEL as Parameters<typeof logger.setLogLevel>[0]);
    const workflowFaultsFile = path.join(cfg.dataDir, "workflow-faults.json");
    const flows = startLocalWorkflows(log, { faultsFile: workflowFaultsFile, stepDelayMs: opts.workflowStepDelayMs });
    // Nothing of a previous start is under way any more: the recovery sweep fails the runs it left running,
    // reopens e-mails it left "sending" and restarts matching it left pending, before anything is served.
    const recovered = await runRecovery({ startup: true });
    const repaired = recovered.filter((f) => f.found || f.repaired || f.error);
    if (repaired.length) log(`recovery: ${repaired.map((f) => `${f.name} ${f.repaired}/${f.found}${f.error ? ` (${f.error})` : ""}`).join(", ")}`);
    if (opts.seed !== false) {
      const t = Date.now();
      await seedDemo([], { workflowFaultsFile });
      log(`demo data ready (${Date.now() - t} ms)`);
    }
    // The daily certificate expiry check (a scheduled job in AWS) runs at every local start, after the seed.
    const expiry = await checkCertificateExpiry();
    if (expiry.warned) log(`certificate expiry: ${expiry.warned} warning(s) for ${expiry.found} certificate(s)`);
    const api = createApiAdapter({ cognitoUrl: env.COGNITO_ENDPOINT, userPoolId: ids.userPoolId, clientId: ids.userPoolClientId });
    const serveStatic = createStaticHandler(opts.webDir ?? path.join(ROOT, "dist", "web"));
    // Presigned file URLs point at the S3 emulator, as they point at the files bucket in AWS.
    const secure = withSecurityHeaders(env.S3_ENDPOINT);
    const server: Server = createServer((req, res) => {
      secure(res);
      if (opts.testHooks && req.method === "POST" && req.url === `${LIVE_PATH}/drop`) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ dropped: live.dropAll() }));
        return;
      }
      api(req, res)
        .then((handled) => handled || serveStatic(req, res))
        .catch((err) => {
          console.error(err);
          if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ message: "Internal server error" }));
        });
    });
    // Idle keep-alive sockets stay open longer than clients keep them (undici: 4 s), so a client never reuses a socket
    // the server is closing at that moment ("other side closed"), a race a busy machine makes likely.
    server.keepAliveTimeout = 65_000;
    const live = attachLiveServer(server);
    await listen(server, cfg.appPort, "web and API");
    return {
      url: `http://localhost:${cfg.appPort}`,
      cfg,
      env,
      workflowFaultsFile,
      workflowsIdle: () => flows.idle(),
      async stop() {
        await flows.idle();
        flows.stop();
        live.close();
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
        await emulators.stop();
        g.__recyclateStack = false;
      },
    };
  } catch (e) {
    await emulators.stop();
    g.__recyclateStack = false;
    throw e;
  }
}
