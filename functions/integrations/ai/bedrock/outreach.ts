import type { AiEngine } from "../types";
import type { BedrockConfig } from ".";

/** Contract placeholder (issue 11): the outreach draft through Bedrock Converse. */
export function bedrockOutreach(_cfg: BedrockConfig): Pick<AiEngine, "draftOutreach"> {
  return {
    draftOutreach: async () => {
      throw new Error("Not built yet");
    },
  };
}
