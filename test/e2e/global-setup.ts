import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startTestStack } from "../fixtures/stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where browser.ts keeps each demo account's signed-in cookies for this run (one folder per shard). */
    sessionDir: string;
  }
}

/**
 * Each `--shard` run of the Chromium suite has its own stack; each starts in its own window of ports so runs
 * started at the same moment do not probe the same block (5560… integration, 7560… DynamoDB Local).
 */
const portWindow = (shard = 1) => (shard === 1 ? 6560 : 7560 + 500 * (shard - 1));

export default async function setup(project: TestProject) {
  const { stack, stop } = await startTestStack(portWindow(project.globalConfig.shard?.index), undefined, { workflowStepDelayMs: 400 });
  project.provide("baseUrl", stack.url);
  project.provide("stackEnv", stack.env);
  project.provide("workflowFaultsFile", stack.workflowFaultsFile);
  const sessionDir = mkdtempSync(path.join(tmpdir(), "e2e-sessions-"));
  project.provide("sessionDir", sessionDir);
  return async () => {
    await stop();
    rmSync(sessionDir, { recursive: true, force: true });
  };
}
