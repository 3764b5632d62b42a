import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import type { ConversationContext } from "../types";
import { readNeed } from "../offline/need";
import { bedrockConversation, parseNeedAnswer } from "./conversation";

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const answer = (text: string) => ({ output: { message: { role: "assistant" as const, content: [{ text }] } } });
const engine = bedrockConversation({ region: "eu-central-1", modelId: "anthropic.claude-test" });
const TEXT = "Wir suchen HDPE Mahlgut, schwarz, 25 Tonnen pro Monat für Rohre, mit EuCertPlast Zertifikat.";

describe("Bedrock conversation engine", () => {
  it("reads the need as JSON and normalises it to stored values", async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
        answer(
          'Sure:\n```json\n{"materialType":"HDPE","conditions":["Regrind","shiny"],"colors":["black"],"materialSources":[],"processingMethods":["extrusion"],' +
            '"certificates":["euCertPlast","madeUp"],"applications":["pipes"],"amount":null,"capacity":{"amount":25,"frequency":"month"}}\n```',
        ),
      );
    expect(await engine.readNeed(TEXT)).toEqual({
      materialType: "hdpe",
      conditions: ["regrind"],
      colors: ["black"],
      materialSources: [],
      processingMethods: ["extrusion"],
      certificates: ["euCertPlast"],
      applications: ["pipes"],
      amount: null,
      capacity: { amount: 25, frequency: "month" },
      viscosity: null,
    });
    const input = bedrock.commandCalls(ConverseCommand)[0].args[0].input;
    expect(input.modelId).toBe("anthropic.claude-test");
    expect(input.messages![0].content![0].text).toContain(TEXT);
    expect(input.system![0].text).toContain("exactly one JSON object");
  });

  it("falls back to the offline reader when the model answers garbage or fails", async () => {
    bedrock.on(ConverseCommand).resolves(answer("I am not sure what you mean."));
    expect(await engine.readNeed(TEXT)).toEqual(readNeed(TEXT));
    bedrock.on(ConverseCommand).resolves(answer('{"materialType": '));
    expect(await engine.readNeed(TEXT)).toEqual(readNeed(TEXT));
    bedrock.on(ConverseCommand).rejects(new Error("ThrottlingException"));
    expect(await engine.readNeed(TEXT)).toEqual(readNeed(TEXT));
  });

  it("drops unknown types and bad numbers", () => {
    expect(parseNeedAnswer('{"materialType":"unobtainium","amount":-3,"capacity":{"amount":"lots"},"applications":"crates"}')).toMatchObject({
      materialType: null,
      amount: null,
      capacity: null,
      applications: [],
    });
    expect(parseNeedAnswer("[1,2]")).toBeNull();
  });

  it("writes the reply from the facts, in the conversation's language; an empty answer gives the offline reply", async () => {
    const ctx: ConversationContext = {
      history: [{ createdBy: "user", content: TEXT }],
      need: readNeed(TEXT),
      recommendations: [
        { id: "m1", name: "rHDPE pipe regrind black", type: "hdpe", url: "https://x/catalog/m1", reasons: ["type", "color"], fits: true, misfits: [] },
      ],
      language: "de",
    };
    bedrock.on(ConverseCommand).resolves(answer("  Gerne! rHDPE pipe regrind black passt.  "));
    expect(await engine.writeReply(ctx)).toBe("Gerne! rHDPE pipe regrind black passt.");
    const facts = bedrock.commandCalls(ConverseCommand)[0].args[0].input.messages![0].content![0].text!;
    expect(facts).toContain('"language":"de"');
    expect(facts).toContain("rHDPE pipe regrind black");
    bedrock.on(ConverseCommand).resolves(answer(""));
    expect(await engine.writeReply(ctx)).toContain("Das habe ich verstanden:");
  });
});
