import type { TestProject } from "vitest/node";
import { startTestStack } from "../fixtures/stack";

/** The project 'integration-ddblocal' runs the same files on AWS's DynamoDB Local (ADR 0075). */
export default async function setup(project: TestProject) {
  const dynamodb = project.name === "integration-ddblocal" ? "ddblocal" : "dynalite";
  const { stack, stop } = await startTestStack(dynamodb === "ddblocal" ? 7560 : 5560, dynamodb);
  project.provide("baseUrl", stack.url);
  project.provide("dynamodb", dynamodb);
  project.provide("stackEnv", stack.env);
  project.provide("workflowFaultsFile", stack.workflowFaultsFile);
  return stop;
}
