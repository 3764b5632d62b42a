import type { BuyerPotential, MaterialReason } from "../../../../shared/schemas/research";
import type { CompanyEvaluation, CompanyFacts, OutreachContext } from "../types";
import { readEvidence, whereFound, type Evidence, type Finding } from "./evidence";

/**
 * The offline evaluation (ADR 0144): deterministic, from the evidence the facts hold. The score adds weights
 * for what makes a buyer of recyclate (polymers it mentions, a processing company type, processing methods,
 * buying sentences, stated volumes, our catalogue having its types) and takes some off when the texts say it
 * mainly sells recyclate; with next to nothing to read, the potential is "unknown".
 */
const BUYER_TYPES = new Set(["converter", "compounder", "manufacturer", "brandOwner"]);
const SOME_TYPES = new Set(["trader", "distributor"]);
/** Below this many characters of text (besides the name) there is nothing to judge. */
const TOO_LITTLE = 80;
const MAX_RELEVANT = 6;

export const typeLabel = (t: string) => t.toUpperCase();
/** "injectionMolding" → "injection molding": the vocabulary's stored values, as a sentence reads them. */
export const words = (v: string) => v.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

/** Polymers it mentions anywhere but in its own listed materials (those it sells). */
export function interestOf(e: Evidence): Finding[] {
  return e.polymers.map((p) => ({ ...p, sources: p.sources.filter((s) => s !== "its listed materials") })).filter((p) => p.sources.length > 0);
}

export function scoreOf(facts: CompanyFacts, e: Evidence, catalogueHits: number): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const interest = interestOf(e);
  if (interest.length) {
    score += interest.length > 1 ? 0.3 : 0.2;
    reasons.push(`mentions ${interest.map((p) => typeLabel(p.value)).join(", ")}`);
  }
  const type = facts.company.type;
  if (type && BUYER_TYPES.has(type)) {
    score += 0.2;
    reasons.push(`is a ${type} (processes plastics)`);
  } else if (type && SOME_TYPES.has(type)) {
    score += 0.1;
    reasons.push(`is a ${type}`);
  }
  if (e.processing.length) {
    score += 0.1;
    reasons.push(`uses ${e.processing.map((p) => words(p.value)).join(", ")}`);
  }
  if (e.buyingSignals.length) {
    score += Math.min(0.2, 0.1 * e.buyingSignals.length);
    reasons.push(`says it buys or uses recycled material (${whereFound(e.buyingSignals[0])})`);
  }
  if (e.volumes.length) {
    score += 0.15;
    reasons.push(`states a volume of ${e.volumes[0].value}`);
  }
  if (catalogueHits > 0) {
    score += 0.1;
    reasons.push(`our catalogue has ${catalogueHits} material${catalogueHits === 1 ? "" : "s"} of its types`);
  }
  if (e.sellingSignals.length && !e.buyingSignals.length) {
    score -= 0.15;
    reasons.push("presents itself mainly as a supplier of recyclate");
  }
  return { score: Math.round(Math.max(0, Math.min(1, score)) * 100) / 100, reasons };
}

export function potentialOf(score: number, e: Evidence): BuyerPotential {
  if (e.textLength < TOO_LITTLE && score === 0) return "unknown";
  if (score >= 0.7) return "high";
  if (score >= 0.45) return "medium";
  if (score >= 0.2) return "low";
  return "none";
}

/** Our catalogue's materials of the types it is interested in (the caller queried them by type), at most two per type. */
export function relevantOf(interest: Finding[], catalogue: OutreachContext["materials"]): MaterialReason[] {
  const out: MaterialReason[] = [];
  for (const p of interest) {
    const ofType = catalogue.filter((m) => m.type === p.value).slice(0, 2);
    for (const m of ofType) {
      const form = [m.condition, m.color].filter(Boolean).join(", ");
      out.push({ type: m.type, materialId: m.id, reason: `${m.name}${form ? ` (${form})` : ""} matches its interest in ${typeLabel(p.value)}, found in ${whereFound(p)}` });
    }
  }
  return out.slice(0, MAX_RELEVANT);
}

const unique = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

export async function evaluateCompany(facts: CompanyFacts, catalogue: OutreachContext["materials"]): Promise<CompanyEvaluation> {
  const e = readEvidence(facts);
  const interest = interestOf(e);
  const relevantMaterials = relevantOf(interest, catalogue);
  const { score, reasons } = scoreOf(facts, e, relevantMaterials.length);
  const buyerPotential = potentialOf(score, e);
  const name = facts.company.name;
  const comment =
    buyerPotential === "unknown"
      ? `Too little is known about ${name} to judge it as a buyer: no description, documents or web pages mention what it processes.`
      : `${name} ${reasons.length ? reasons.join("; ") : "shows no sign of buying recycled plastics"}. Buyer potential ${buyerPotential} (score ${score.toFixed(2)}).`;
  const materialsInterest: MaterialReason[] = interest.map((p) => ({ type: p.value, reason: `${typeLabel(p.value)} is mentioned in ${whereFound(p)}` }));
  const org = facts.organization;
  const orgDescription = org && typeof org.short_description === "string" ? org.short_description : null;
  return {
    evaluation: { buyerPotential, score, comment },
    description: facts.company.description ?? orgDescription ?? facts.searchResults[0]?.snippet ?? null,
    applications: unique([...facts.company.applications, ...e.applications.map((a) => a.value)]),
    products: unique(facts.company.products),
    certificates: unique(e.certificates.map((c) => c.value)),
    materialsInterest,
    relevantMaterials,
  };
}
