import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { buyerPotentials } from "../../../../shared/schemas/research";
import * as z from "../../../../shared/schemas/zod";
import type { AiEngine, CompanyEvaluation, CompanyFacts, OutreachContext, SellerDemand } from "../types";
import type { BedrockConfig } from ".";

/**
 * Evaluation and report through Bedrock's Converse API (ADR 0144): the facts go in as JSON, the model is asked
 * for JSON only, and its answer is validated (a bad answer throws, and the step's retry policy asks again).
 * Relevant materials must name one of the candidates we sent: any other id is dropped, so the model cannot
 * invent catalogue entries.
 */
const clients = new Map<string, BedrockRuntimeClient>();
const client = (region: string) => {
  if (!clients.has(region)) clients.set(region, new BedrockRuntimeClient({ region }));
  return clients.get(region)!;
};

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));
const reason = z.object({ type: z.string().check(z.minLength(1), z.maxLength(40)), reason: text, materialId: z.optional(z.string()) });
const list = z._default(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)), []);
export const EvaluationAnswer = z.object({
  evaluation: z.object({ buyerPotential: z.enum(buyerPotentials), score: z.number().check(z.minimum(0), z.maximum(1)), comment: text }),
  description: z._default(z.nullable(z.string().check(z.maxLength(5000))), null),
  applications: list,
  products: list,
  certificates: list,
  materialsInterest: z._default(z.array(reason).check(z.maxLength(30)), []),
  relevantMaterials: z._default(z.array(reason).check(z.maxLength(30)), []),
});
export const ReportAnswer = z.object({ sections: z.array(z.string().check(z.minLength(1), z.maxLength(20000))).check(z.minLength(1), z.maxLength(20)) });

/** The first JSON object in the model's text (models sometimes wrap it in prose or a code fence). */
export function jsonIn(answer: string): unknown {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("Bedrock answered no JSON object");
  return JSON.parse(answer.slice(start, end + 1));
}

async function converse(cfg: BedrockConfig, system: string, user: string): Promise<unknown> {
  if (!cfg.modelId) throw new Error("BEDROCK_MODEL_ID is not set");
  const out = await client(cfg.region).send(
    new ConverseCommand({
      modelId: cfg.modelId,
      system: [{ text: system }],
      messages: [{ role: "user", content: [{ text: user }] }],
      inferenceConfig: { maxTokens: 4000, temperature: 0.2 },
    }),
  );
  const answer = (out.output?.message?.content ?? []).map((c) => ("text" in c ? c.text : "")).join("");
  return jsonIn(answer ?? "");
}

const SYSTEM =
  "You are an analyst at a marketplace for recycled plastics. You judge companies as buyers of recycled plastics " +
  "(recyclates, regrinds, regranulates) or, when they mainly supply them, as suppliers (the open buy requests their materials fit say how much " +
  "demand they meet), from the facts you are given, and only from them. Write labels for people, never stored camelCase keys. " +
  "Answer with one JSON object and nothing else.";

/** The facts as the prompt carries them: the texts are already trimmed by GatherFacts. */
const factsJson = (facts: CompanyFacts) => JSON.stringify(facts).slice(0, 60_000);

export function bedrockResearch(cfg: BedrockConfig): Pick<AiEngine, "evaluateCompany" | "writeReport"> {
  return {
    async evaluateCompany(
      facts: CompanyFacts,
      catalogue: OutreachContext["materials"],
      demand: SellerDemand = { openRequests: 0, fits: [] },
    ): Promise<CompanyEvaluation> {
      const user =
        `Company facts:\n${factsJson(facts)}\n\nOur catalogue's candidate materials:\n${JSON.stringify(catalogue.map(({ id, name, type, condition, color }) => ({ id, name, type, condition, color })))}\n\n` +
        `Open buy requests of the types it offers: ${demand.openRequests}; those its listed materials fit:\n${JSON.stringify(demand.fits)}\n\n` +
        'Answer {"evaluation":{"buyerPotential":"high|medium|low|none|unknown","score":0..1,"comment":"..."},"description":"...","applications":[],"products":[],"certificates":[],' +
        '"materialsInterest":[{"type":"pp","reason":"..."}],"relevantMaterials":[{"type":"pp","materialId":"<a candidate id>","reason":"..."}]}. Types are lower-case polymer codes.';
      const parsed = EvaluationAnswer.safeParse(await converse(cfg, SYSTEM, user));
      if (!parsed.success)
        throw new Error(`Bedrock's evaluation is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      const ids = new Set([...catalogue.map((m) => m.id), ...demand.fits.flatMap((m) => (m.materialId ? [m.materialId] : []))]);
      const a = parsed.data;
      return { ...a, relevantMaterials: a.relevantMaterials.filter((m) => m.materialId && ids.has(m.materialId)) };
    },
    async writeReport(facts: CompanyFacts, evaluation: CompanyEvaluation): Promise<string[]> {
      const user =
        `Company facts:\n${factsJson(facts)}\n\nEvaluation:\n${JSON.stringify(evaluation)}\n\n` +
        'Write a research report for the sales team in markdown, one string per section (overview, evaluation, materials of interest, relevant materials, applications, certificates, next steps, sources with links). Answer {"sections":["# ...","## ..."]}.';
      const parsed = ReportAnswer.safeParse(await converse(cfg, SYSTEM, user));
      if (!parsed.success) throw new Error(`Bedrock's report is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      return parsed.data.sections;
    },
  };
}
