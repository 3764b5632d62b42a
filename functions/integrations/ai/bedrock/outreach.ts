import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import * as z from "../../../../shared/schemas/zod";
import { sdkLogger } from "../../../lib/sdk-logger";
import { labelledContext } from "../labels";
import { outreachLanguage } from "../offline/outreach";
import type { AiEngine, OutreachContext, OutreachDraft } from "../types";
import type { BedrockConfig } from ".";

/** What the model must answer: one JSON object; anything else is an error (the step's retry asks again). */
const DraftAnswer = z.object({
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  body: z.string().check(z.minLength(1), z.maxLength(50_000)),
});

const SYSTEM = [
  "You write short, friendly B2B e-mails for a recycled-plastics marketplace, from the sales person named as sender.",
  "Mention a trade-fair booth visit only when boothVisit is true. Use the research's materialsInterest findings when given; never quote its comment.",
  "Use only the facts given (company, contact, materials with their links); never invent prices, volumes or certifications.",
  "Write labels for people, never stored keys such as camelCase codes. Sign with the sender's name and position.",
  "Mention the contact's position when given, list the offered materials as links, and propose a call or samples.",
  'Answer with exactly one JSON object {"subject": string, "body": string} and nothing else.',
  "The body is HTML using only <p>, <br>, <ul>, <li>, <a href>, <strong>, <em>.",
].join(" ");

let client: BedrockRuntimeClient | undefined;
const bedrock = (region: string) => (client ??= new BedrockRuntimeClient({ region, logger: sdkLogger }));

/** The model's text as our JSON answer: a ```json fence or prose around the object is tolerated, nothing else. */
export function parseDraftAnswer(text: string): OutreachDraft {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("The AI answer holds no JSON object");
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new Error("The AI answer is not valid JSON");
  }
  const r = z.safeParse(DraftAnswer, raw);
  if (!r.success) throw new Error(`The AI answer is not a draft: ${r.error.issues.map((i) => `${i.path.join(".") || "answer"} ${i.message}`).join("; ")}`);
  return r.data;
}

/**
 * The outreach draft through Bedrock Converse (ADR 0147): the facts as JSON in (stored values already as their
 * labels in the e-mail's language, so the model has no key to quote), a validated JSON draft out.
 */
export function bedrockOutreach(cfg: BedrockConfig): Pick<AiEngine, "draftOutreach"> {
  return {
    draftOutreach: async (ctx: OutreachContext) => {
      if (!cfg.modelId) throw new Error("BEDROCK_MODEL_ID is not set");
      const language = outreachLanguage(ctx);
      const out = await bedrock(cfg.region).send(
        new ConverseCommand({
          modelId: cfg.modelId,
          system: [{ text: SYSTEM }],
          messages: [
            {
              role: "user",
              content: [{ text: `Write the e-mail in the language "${language}". Facts:\n${JSON.stringify({ ...labelledContext(ctx, language), language })}` }],
            },
          ],
          inferenceConfig: { maxTokens: 1500, temperature: 0.3 },
        }),
      );
      const text = (out.output?.message?.content ?? []).map((c) => ("text" in c && c.text ? c.text : "")).join("");
      return parseDraftAnswer(text);
    },
  };
}
