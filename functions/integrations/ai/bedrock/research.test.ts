import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import type { CompanyFacts } from "../types";
import { bedrockResearch } from "./research";

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

const facts: CompanyFacts = {
  company: {
    id: "c1",
    name: "Acme",
    description: "PP crates",
    website: null,
    countryCode: "DE",
    type: "converter",
    applications: [],
    products: [],
    materials: [],
    certificates: [],
  },
  userNotes: null,
  materials: [],
  contacts: [],
  documents: [],
  searchResults: [],
};
const catalogue = [{ id: "m1", name: "rPP", type: "pp", url: "/materials/m1" }];
const answer = (text: string) => ({ output: { message: { role: "assistant" as const, content: [{ text }] } } });
const engine = bedrockResearch({ region: "eu-central-1", modelId: "anthropic.claude-test" });

describe("Bedrock research engine", () => {
  it("asks Converse for JSON, validates it and drops catalogue ids it did not get", async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(
        answer(
          'Here you are:\n```json\n{"evaluation":{"buyerPotential":"high","score":0.8,"comment":"Buys PP"},"description":"Crates","materialsInterest":[{"type":"pp","reason":"crates"}],' +
            '"relevantMaterials":[{"type":"pp","materialId":"m1","reason":"fits"},{"type":"pp","materialId":"invented","reason":"x"}]}\n```',
        ),
      );
    const ev = await engine.evaluateCompany(facts, catalogue);
    expect(ev.evaluation).toEqual({ buyerPotential: "high", score: 0.8, comment: "Buys PP" });
    expect(ev.relevantMaterials).toEqual([{ type: "pp", materialId: "m1", reason: "fits" }]);
    expect(ev.applications).toEqual([]);
    const input = bedrock.commandCalls(ConverseCommand)[0].args[0].input;
    expect(input.modelId).toBe("anthropic.claude-test");
    expect(input.messages![0].content![0].text).toContain('"name":"Acme"');
    expect(input.messages![0].content![0].text).toContain('"id":"m1"');
  });

  it("refuses an answer that is not valid (the step retries)", async () => {
    bedrock.on(ConverseCommand).resolves(answer('{"evaluation":{"buyerPotential":"great","score":3,"comment":""}}'));
    await expect(engine.evaluateCompany(facts, catalogue)).rejects.toThrow(/not valid: evaluation.buyerPotential/);
    bedrock.on(ConverseCommand).resolves(answer("I cannot help"));
    await expect(engine.evaluateCompany(facts, catalogue)).rejects.toThrow(/no JSON/);
  });

  it("writes the report's sections", async () => {
    bedrock.on(ConverseCommand).resolves(answer('{"sections":["# Acme","## Evaluation\\n\\nHigh"]}'));
    const ev = {
      evaluation: { buyerPotential: "high" as const, score: 0.8, comment: "c" },
      description: null,
      applications: [],
      products: [],
      certificates: [],
      materialsInterest: [],
      relevantMaterials: [],
    };
    expect(await engine.writeReport(facts, ev)).toEqual(["# Acme", "## Evaluation\n\nHigh"]);
    bedrock.on(ConverseCommand).resolves(answer('{"sections":[]}'));
    await expect(engine.writeReport(facts, ev)).rejects.toThrow(/not valid/);
  });
});
