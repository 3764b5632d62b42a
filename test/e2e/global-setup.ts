import type { TestProject } from "vitest/node";
import { startTestStack } from "../fixtures/stack";

export default async function setup(project: TestProject) {
  const { stack, stop } = await startTestStack(6560, undefined, { workflowStepDelayMs: 400 });
  project.provide("baseUrl", stack.url);
  project.provide("stackEnv", stack.env);
  project.provide("workflowFaultsFile", stack.workflowFaultsFile);
  return stop;
}
