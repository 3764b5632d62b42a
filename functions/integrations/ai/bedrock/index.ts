import type { AiEngine } from "../types";
import { bedrockConversation } from "./conversation";
import { bedrockOutreach } from "./outreach";
import { bedrockResearch } from "./research";

export interface BedrockConfig {
  region: string;
  modelId: string;
}

/** Amazon Bedrock (Converse API) behind the same interface; each part asks for JSON and validates it. */
export function bedrockEngine(cfg: BedrockConfig): AiEngine {
  return { name: "bedrock", ...bedrockResearch(cfg), ...bedrockOutreach(cfg), ...bedrockConversation(cfg) };
}
