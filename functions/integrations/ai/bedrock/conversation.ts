import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import { colors, conditions, materialCertificates, materialTypes, processingMethods, sources } from "../../../../shared/schemas/material-enums";
import { logger } from "../../../lib/logger";
import { sdkLogger } from "../../../lib/sdk-logger";
import { readNeed as offlineReadNeed } from "../offline/need";
import { writeReply as offlineWriteReply } from "../offline/reply";
import type { AiEngine, ConversationContext, MaterialNeed } from "../types";
import type { BedrockConfig } from "./index";

/**
 * The assistant through Bedrock Converse (ADR 0150): the need as a JSON object normalised to MaterialNeed (only
 * the catalogue's stored values survive), and the reply as plain text from the facts given. A visitor is
 * waiting, so an answer that is not usable — or a failed call — falls back to the offline engine for that
 * turn instead of failing the message.
 */

const NEED_SYSTEM = [
  "You read what a buyer of recycled plastics asks for, from their chat messages (any language).",
  'Answer with exactly one JSON object and nothing else: {"materialType": string|null, "conditions": string[], "colors": string[], "materialSources": string[],',
  '"processingMethods": string[], "certificates": string[], "applications": string[], "amount": number|null, "capacity": {"amount": number, "frequency": "month"|"year"}|null}.',
  `materialType is one of: ${materialTypes.join(", ")}. conditions: ${conditions.join(", ")}. colors: ${colors.join(", ")}. materialSources: ${sources.join(", ")}.`,
  `processingMethods: ${processingMethods.join(", ")}. certificates: ${materialCertificates.join(", ")}.`,
  "applications are short phrases of what the buyer makes. amount is a one-off quantity in tonnes; capacity a recurring one. Use null or [] for what the text does not say; never guess.",
].join(" ");

const REPLY_SYSTEM = [
  "You are the material assistant of a recycled-plastics marketplace. Reply to the buyer in plain text (no markdown headings, no HTML), briefly:",
  "say what you understood of their need, present as fitting only the materials given with fits true (name, type and why they fit); a material with fits false",
  "does not fit: name what differs (misfits), or say none fits and what to change,",
  "and ask for what is missing (amount, application, type). Use only the facts given; never invent materials, prices or certificates.",
  'Write in the language given by "language" (an ISO code; English when absent).',
].join(" ");

let client: BedrockRuntimeClient | undefined;
const bedrock = (region: string) => (client ??= new BedrockRuntimeClient({ region, logger: sdkLogger }));

const textOf = (out: { output?: { message?: { content?: unknown[] } } }) =>
  ((out.output?.message?.content ?? []) as { text?: string }[]).map((c) => (typeof c.text === "string" ? c.text : "")).join("");

const strings = (v: unknown) =>
  Array.isArray(v)
    ? v
        .filter((s): s is string => typeof s === "string")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const within = (allowed: readonly string[]) => (v: unknown) => {
  const byLower = new Map(allowed.map((a) => [a.toLowerCase(), a]));
  return [
    ...new Set(
      strings(v)
        .map((s) => byLower.get(s.toLowerCase()))
        .filter((s): s is string => Boolean(s)),
    ),
  ];
};
const tonnes = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 && v < 1e9 ? Math.round(v * 1000) / 1000 : null);

/** The model's answer as a MaterialNeed: a JSON object (fences or prose around it tolerated), stored values only; null when it is not one. */
export function parseNeedAnswer(text: string): MaterialNeed | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end < start) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const type = typeof raw.materialType === "string" ? raw.materialType.trim().toLowerCase() : null;
  const cap = raw.capacity as { amount?: unknown; frequency?: unknown } | null | undefined;
  const capAmount = cap && typeof cap === "object" ? tonnes(cap.amount) : null;
  return {
    materialType: type && (materialTypes as readonly string[]).includes(type) ? type : null,
    conditions: within(conditions)(raw.conditions),
    colors: within(colors)(raw.colors),
    materialSources: within(sources)(raw.materialSources),
    processingMethods: within(processingMethods)(raw.processingMethods),
    certificates: within(materialCertificates)(raw.certificates),
    applications: strings(raw.applications)
      .map((a) => a.slice(0, 100))
      .slice(0, 8),
    amount: tonnes(raw.amount),
    capacity: capAmount != null ? { amount: capAmount, frequency: cap!.frequency === "year" ? "year" : "month" } : null,
    viscosity: null,
  };
}

export function bedrockConversation(cfg: BedrockConfig): Pick<AiEngine, "readNeed" | "writeReply"> {
  const converse = async (system: string, text: string, maxTokens: number) => {
    if (!cfg.modelId) throw new Error("BEDROCK_MODEL_ID is not set");
    const out = await bedrock(cfg.region).send(
      new ConverseCommand({
        modelId: cfg.modelId,
        system: [{ text: system }],
        messages: [{ role: "user", content: [{ text }] }],
        inferenceConfig: { maxTokens, temperature: 0 },
      }),
    );
    return textOf(out);
  };
  return {
    readNeed: async (text: string): Promise<MaterialNeed> => {
      try {
        const need = parseNeedAnswer(await converse(NEED_SYSTEM, `The buyer's messages:\n${text}`, 600));
        if (need) return need;
        logger.warn("Bedrock need answer is not a need; the offline reader answers");
      } catch (err) {
        logger.warn("Bedrock need reading failed; the offline reader answers", { error: String(err) });
      }
      return offlineReadNeed(text);
    },
    writeReply: async (ctx: ConversationContext): Promise<string> => {
      try {
        const facts = {
          language: ctx.language ?? "en",
          need: ctx.need,
          recommendations: ctx.recommendations.map(({ name, type, condition, color, url, reasons, fits, misfits }) => ({
            name,
            type,
            condition,
            color,
            url,
            reasons,
            fits,
            misfits,
          })),
          history: ctx.history.slice(-10),
        };
        const reply = (await converse(REPLY_SYSTEM, `Facts:\n${JSON.stringify(facts)}`, 800)).trim();
        if (reply) return reply.slice(0, 4000);
        logger.warn("Bedrock reply was empty; the offline reply answers");
      } catch (err) {
        logger.warn("Bedrock reply failed; the offline reply answers", { error: String(err) });
      }
      return offlineWriteReply(ctx);
    },
  };
}
