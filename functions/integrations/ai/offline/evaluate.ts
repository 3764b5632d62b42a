import type { BuyerPotential, MaterialReason } from "../../../../shared/schemas/research";
import { enumLabel, labelsOf } from "../../../../shared/i18n/enum-labels";
import { companyTypeLabel } from "../labels";
import type { CompanyEvaluation, CompanyFacts, OutreachContext, SellerDemand } from "../types";
import { polymersIn, readEvidence, whereFound, type Evidence, type Finding } from "./evidence";

/**
 * The offline evaluation (ADR 0144): deterministic, from the evidence the facts hold, on both sides of the
 * market. As a buyer: polymers it mentions, a processing company type, processing methods, buying sentences,
 * stated volumes, our catalogue having its types (less when the texts say it mainly sells recyclate). As a
 * supplier: a recycling company type, the types it offers, selling sentences, stated volumes, certificates, and
 * the marketplace's demand — open buy requests of its types, and those its listed materials fit (the matching
 * engine the other way round). The score is the better side's, the comment names that side; with next to
 * nothing to read, the potential is "unknown".
 */
const BUYER_TYPES = new Set(["converter", "compounder", "manufacturer", "brandOwner"]);
const SOME_TYPES = new Set(["trader", "distributor"]);
const SELLER_TYPES = new Set(["recycler", "compounder"]);
/** Below this many characters of text (besides the name) there is nothing to judge. */
const TOO_LITTLE = 80;
const MAX_RELEVANT = 6;

export const typeLabel = (t: string) => t.toUpperCase();
/** A processing method as a sentence reads it ("injectionMolding" → "injection moulding"), the label's spelling. */
export const words = (v: string) => (enumLabel("en", "processingMethod", v) ?? v.replace(/([a-z])([A-Z])/g, "$1 $2")).toLowerCase();
/** A company type as its English label ("brandOwner" → "brand owner"). */
const typeWords = (type: string) => (companyTypeLabel(type, "en") ?? type).toLowerCase();

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
    reasons.push(`is a ${typeWords(type)} (processes plastics)`);
  } else if (type && SOME_TYPES.has(type)) {
    score += 0.1;
    reasons.push(`is a ${typeWords(type)}`);
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

/** The types it offers: its listed materials', its seller profile's, and those its selling sentences name ("we sell PP regranulate"). */
export function offersOf(facts: CompanyFacts, e: Evidence = readEvidence(facts)): string[] {
  const sold = e.sellingSignals.flatMap((s) => polymersIn(s.value));
  return [...new Set([...facts.materials.map((m) => String(m.type).toLowerCase()), ...(facts.company.offers ?? []).map((t) => t.toLowerCase()), ...sold])];
}

/** The supplier side: what it offers and how much of the marketplace's open demand it meets. */
export function sellerScoreOf(facts: CompanyFacts, e: Evidence, demand: SellerDemand): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const type = facts.company.type;
  if (type && SELLER_TYPES.has(type)) {
    score += 0.2;
    reasons.push(`is a ${typeWords(type)} (supplies recyclate)`);
  } else if (type && SOME_TYPES.has(type)) {
    score += 0.1;
    reasons.push(`is a ${typeWords(type)}`);
  }
  const offers = offersOf(facts, e);
  if (offers.length) {
    score += 0.15;
    reasons.push(`offers ${offers.map(typeLabel).join(", ")}`);
  }
  if (e.sellingSignals.length) {
    score += 0.15;
    reasons.push(`says it sells recyclate (${whereFound(e.sellingSignals[0])})`);
  }
  if (e.volumes.length) {
    score += 0.1;
    reasons.push(`states a volume of ${e.volumes[0].value}`);
  }
  const certified = e.certificates.filter((c) => ["euCertPlast", "recyClass", "iso9001"].includes(c.value));
  if (certified.length) {
    score += 0.1;
    reasons.push(`is certified (${certified.map((c) => certificateLabel(c.value)).join(", ")})`);
  }
  if (demand.openRequests > 0) {
    score += 0.1;
    reasons.push(`${demand.openRequests} open buy request${demand.openRequests === 1 ? " asks" : "s ask"} for its types`);
  }
  if (demand.fits.length) {
    score += Math.min(0.3, 0.15 * demand.fits.length);
    reasons.push(`its listed materials fit ${demand.fits.length} of them (matching engine)`);
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

/** A certificate's label ("euCertPlast" → "EuCertPlast", "iso9001" → "ISO 9001"), else as written. */
const certificateLabel = (c: string) => enumLabel("en", "certificate", c) ?? enumLabel("en", "companyCertificate", c) ?? c;

/** Our catalogue's materials of the types it is interested in (the caller queried them by type), at most two per type. */
export function relevantOf(interest: Finding[], catalogue: OutreachContext["materials"]): MaterialReason[] {
  const out: MaterialReason[] = [];
  for (const p of interest) {
    const ofType = catalogue.filter((m) => m.type === p.value).slice(0, 2);
    for (const m of ofType) {
      const form = [...labelsOf("en", "condition", m.condition ? [m.condition] : []), ...labelsOf("en", "color", m.color ? [m.color] : [])]
        .join(", ")
        .toLowerCase();
      out.push({
        type: m.type,
        materialId: m.id,
        reason: `${m.name}${form ? ` (${form})` : ""} matches its interest in ${typeLabel(p.value)}, found in ${whereFound(p)}`,
      });
    }
  }
  return out.slice(0, MAX_RELEVANT);
}

const unique = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

/**
 * Which side of the market a company is judged on: the supplier side when it scores better there than as a
 * buyer; `buys` when its texts say it buys (then the buyer side's materials stay relevant too).
 */
export function sideOf(
  facts: CompanyFacts,
  catalogue: OutreachContext["materials"],
  demand: SellerDemand,
): { asSeller: boolean; buys: boolean; buyer: { score: number; reasons: string[] }; seller: { score: number; reasons: string[] } } {
  const e = readEvidence(facts);
  const buyer = scoreOf(facts, e, relevantOf(interestOf(e), catalogue).length);
  const seller = sellerScoreOf(facts, e, demand);
  return { asSeller: seller.score > buyer.score, buys: e.buyingSignals.length > 0, buyer, seller };
}

export async function evaluateCompany(
  facts: CompanyFacts,
  catalogue: OutreachContext["materials"],
  demand: SellerDemand = { openRequests: 0, fits: [] },
): Promise<CompanyEvaluation> {
  const e = readEvidence(facts);
  const interest = interestOf(e);
  const relevantMaterials = relevantOf(interest, catalogue);
  const { asSeller, buyer, seller } = sideOf(facts, catalogue, demand);
  const { score, reasons } = asSeller ? seller : buyer;
  const buyerPotential = potentialOf(score, e);
  const name = facts.company.name;
  const side = asSeller ? "supplier" : "buyer";
  const comment =
    buyerPotential === "unknown"
      ? `Too little is known about ${name} to judge it as a buyer or a supplier: no description, documents or web pages mention what it processes or sells.`
      : `${name} ${reasons.length ? reasons.join("; ") : "shows no sign of buying or selling recycled plastics"}. Potential as a ${side} ${buyerPotential} (score ${score.toFixed(2)}).` +
        (asSeller && buyer.score > 0
          ? ` As a buyer it scores ${buyer.score.toFixed(2)}.`
          : !asSeller && seller.score > 0
            ? ` As a supplier it scores ${seller.score.toFixed(2)}.`
            : "");
  const materialsInterest: MaterialReason[] = interest.map((p) => ({ type: p.value, reason: `${typeLabel(p.value)} is mentioned in ${whereFound(p)}` }));
  const org = facts.organization;
  const orgDescription = org && typeof org.short_description === "string" ? org.short_description : null;
  return {
    evaluation: { buyerPotential, score, comment },
    description: facts.company.description ?? orgDescription ?? facts.searchResults[0]?.snippet ?? null,
    applications: unique([...labelsOf("en", "application", facts.company.applications), ...e.applications.map((a) => a.value)]),
    products: unique(facts.company.products),
    certificates: unique(e.certificates.map((c) => certificateLabel(c.value))),
    materialsInterest,
    relevantMaterials: asSeller ? [...demand.fits, ...(e.buyingSignals.length ? relevantMaterials : [])].slice(0, MAX_RELEVANT) : relevantMaterials,
  };
}
