import type { AiEngine } from "../types";
import type { BedrockConfig } from ".";

/** Contract placeholder (issue 11): evaluation and report through Bedrock Converse. */
export function bedrockResearch(_cfg: BedrockConfig): Pick<AiEngine, "evaluateCompany" | "writeReport"> {
  const missing = async (): Promise<never> => {
    throw new Error("Not built yet");
  };
  return { evaluateCompany: missing, writeReport: missing };
}
