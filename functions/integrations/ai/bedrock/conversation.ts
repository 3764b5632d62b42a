import type { AiEngine, MaterialNeed } from "../types";
import type { BedrockConfig } from "./index";

// Contract placeholder (issue 12, CONVERSATIONS helper): Bedrock's need reader and reply writer.
export function bedrockConversation(_cfg: BedrockConfig): Pick<AiEngine, "readNeed" | "writeReply"> {
  return {
    readNeed: async (): Promise<MaterialNeed> => {
      throw new Error("Not built yet");
    },
    writeReply: async () => {
      throw new Error("Not built yet");
    },
  };
}
