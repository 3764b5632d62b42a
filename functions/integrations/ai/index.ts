import { env } from "../../lib/env";
import { bedrockEngine } from "./bedrock";
import { offlineEngine } from "./offline";
import type { AiEngine } from "./types";

export type * from "./types";

/** The configured engine: Bedrock when AI_PROVIDER=bedrock (model BEDROCK_MODEL_ID), else the offline one. */
export function aiEngine(): AiEngine {
  return process.env.AI_PROVIDER === "bedrock" ? bedrockEngine({ region: env.region, modelId: process.env.BEDROCK_MODEL_ID ?? "" }) : offlineEngine;
}
