import type { FactorVerdict, MatchFactor, MatchField } from "../../schemas/material-match";
import { toEur } from "../currency";
import { relatedTypes } from "../material-families";
import type { Display } from "../match-check";
import type { MatchableMaterial, MatchableRequest } from "../matching";
import { countedCertificates, discountedCertificates } from "./certificates";
import { phrase, phrases, phrasesMeet, type Phrase } from "./text-match";
import { credits, verdictCredit } from "./weights";

/** A factor as answered; the engine fills in `weight` (the share) once every factor of the result is known. */
export type RawFactor = MatchFactor & { credit: number };

/** What the soft factors need from the request, computed once per ranking (50,000 materials share it). */
export interface SoftContext {
  type: string | null;
  related: ReadonlySet<string>;
  targetEur: number | null;
  targetShow: string | null;
  origin: ReadonlySet<string> | null;
  originShow: string[] | null;
  certificates: string[] | null;
  applications: Phrase[] | null;
  /** Phrases of the materials' applications, by text: catalogues repeat the same few texts. */
  phraseCache: Map<string, Phrase | null>;
  applicationsShow: string[] | null;
  processingMethods: ReadonlySet<string> | null;
  processingShow: string[] | null;
}

const nonEmpty = <T>(list: readonly T[] | null | undefined): T[] | null => (list?.length ? [...list] : null);
const round = (n: number) => Math.round(n);
const showMoney = (m: { amount?: number | null; currency?: string | null }, eur: number | null) => {
  const currency = m.currency ?? "EUR";
  return currency === "EUR" || eur == null ? `${m.amount} EUR` : `${m.amount} ${currency} ≈ ${round(eur)} EUR`;
};

export function softContext(req: MatchableRequest): SoftContext {
  const type = req.materialType ?? null;
  const targetEur = toEur(req.targetPrice);
  const origin = nonEmpty(req.origin)?.map((c) => c.toUpperCase()) ?? null;
  const apps = nonEmpty(req.applications);
  const appPhrases = apps ? phrases(apps) : null;
  return {
    type,
    related: new Set(type ? relatedTypes(type) : []),
    targetEur,
    targetShow: req.targetPrice && targetEur != null ? showMoney(req.targetPrice, targetEur) : null,
    origin: origin ? new Set(origin) : null,
    originShow: origin,
    certificates: nonEmpty(req.certificates),
    applications: appPhrases?.length ? appPhrases : null,
    phraseCache: new Map(),
    applicationsShow: apps,
    processingMethods: nonEmpty(req.processingMethods) ? new Set(req.processingMethods) : null,
    processingShow: nonEmpty(req.processingMethods),
  };
}

/** A factor as the engine answers it; the credit defaults to the verdict's. */
export const factorOf = (
  severity: "hard" | "soft",
  field: MatchField,
  verdict: FactorVerdict,
  reason: string,
  wanted: Display,
  actual: Display,
  credit: number = verdictCredit[severity][verdict],
): RawFactor => ({ field, verdict, severity, reason, wanted, actual, weight: 0, credit });

const soft = (field: MatchField, verdict: FactorVerdict, reason: string, wanted: Display, actual: Display, credit?: number): RawFactor =>
  factorOf("soft", field, verdict, reason, wanted, actual, credit);

/** The material's own list when it has values (not copied: results only read it), else null. */
const given = <T>(list: readonly T[] | null | undefined): T[] | null => (list?.length ? (list as T[]) : null);

export function typeFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const actual = m.type ?? null;
  if (!c.type) return soft("type", "ignored", "notAsked", null, actual);
  if (!actual) return soft("type", "unknown", "notStated", c.type, null);
  if (actual === c.type) return soft("type", "match", "sameType", c.type, actual);
  if (c.related.has(actual)) return soft("type", "mismatch", "relatedType", c.type, actual, credits.relatedType);
  return soft("type", "mismatch", "differentType", c.type, actual);
}

/** Always weighed: a better documented material is a safer offer. Credit level / 4. */
export function qualityFactor(m: MatchableMaterial): RawFactor {
  const level = m.dataQualityLevel;
  // no level at all is the least documented material: no credit (not the softer "unknown" credit)
  return level ? soft("quality", "match", "level", null, level, level / 4) : soft("quality", "unknown", "notStated", null, null, 0);
}

export function priceFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const price = m.pricePerTon;
  const eur = toEur(price);
  const actual = price && eur != null ? showMoney(price, eur) : price?.amount != null ? `${price.amount} ${price.currency ?? ""}`.trim() : null;
  if (c.targetEur == null) return soft("price", "ignored", "notAsked", null, actual);
  if (price?.amount == null) return soft("price", "unknown", "notStated", c.targetShow, null);
  if (eur == null) return soft("price", "unknown", "unknownCurrency", c.targetShow, actual);
  const ratio = c.targetEur > 0 ? eur / c.targetEur : eur > 0 ? Infinity : 1;
  const credit = Math.max(0, Math.min(1, 1 - (ratio - 1) / credits.priceSlack));
  // The text says what is true: "within" only at or below the target; a few percent above is still a fit,
  // but explained as "above the target by N %".
  if (ratio <= 1) return soft("price", "match", "withinTarget", c.targetShow, actual, credit);
  return {
    ...soft(
      "price",
      ratio <= credits.priceTolerance ? "match" : "mismatch",
      ratio <= credits.priceTolerance ? "nearTarget" : "aboveTarget",
      c.targetShow,
      actual,
      credit,
    ),
    percent: percentAbove(ratio),
  };
}

/** 1.045 → 4.5; 1.5 → 50 (one decimal below 10 %, whole percent above). */
const percentAbove = (ratio: number) => {
  const p = (ratio - 1) * 100;
  return Number.isFinite(p) ? (p < 10 ? Math.round(p * 10) / 10 : Math.round(p)) : 100;
};

export function originFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const actual = m.countryOfOrigin ? m.countryOfOrigin.toUpperCase() : null;
  if (!c.origin) return soft("origin", "ignored", "notAsked", null, actual);
  if (!actual) return soft("origin", "unknown", "notStated", c.originShow, null);
  return c.origin.has(actual) ? soft("origin", "match", "listed", c.originShow, actual) : soft("origin", "mismatch", "notListed", c.originShow, actual);
}

/** Every required certificate counts: part credit for some. A material listing none has not said (unknown). */
export function certificatesFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const actual = given(countedCertificates(m));
  if (!c.certificates) return soft("certificates", "ignored", "notAsked", null, actual);
  let have = 0;
  for (const x of c.certificates) if (actual?.includes(x)) have++;
  if (actual && have === c.certificates.length) return soft("certificates", "match", "allPresent", c.certificates, actual);
  // a wanted certificate the material names without a valid register record: said so, and counted as absent
  const { expired, unverified } = discountedCertificates(m, c.certificates);
  const credit = have / c.certificates.length;
  if (expired.length) return soft("certificates", "mismatch", "expired", c.certificates, expired, credit);
  if (unverified.length) return soft("certificates", "mismatch", "notVerified", c.certificates, unverified, credit);
  if (!actual) return soft("certificates", "unknown", "notStated", c.certificates, null);
  return soft("certificates", "mismatch", have ? "somePresent" : "nonePresent", c.certificates, actual, credit);
}

/** Any requested application among the material's applications or intended markets. */
export function applicationsFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const apps = given(m.applications);
  const markets = given(m.intendedMarkets);
  const actual = apps && markets ? [...apps, ...markets] : (apps ?? markets);
  if (!c.applications) return soft("applications", "ignored", "notAsked", null, actual);
  let stated = false;
  let hit = false;
  for (const list of [apps, markets]) {
    if (!list) continue;
    for (const raw of list) {
      let p = c.phraseCache.get(raw);
      if (p === undefined) c.phraseCache.set(raw, (p = phrase(raw)));
      if (!p) continue;
      stated = true;
      for (const a of c.applications) if (phrasesMeet(a, p)) hit = true;
    }
  }
  if (!stated) return soft("applications", "unknown", "notStated", c.applicationsShow, null);
  return soft("applications", hit ? "match" : "mismatch", hit ? "listed" : "notListed", c.applicationsShow, actual);
}

export function processingFactor(c: SoftContext, m: MatchableMaterial): RawFactor {
  const actual = given(m.processingMethods);
  if (!c.processingMethods) return soft("processingMethods", "ignored", "notAsked", null, actual);
  if (!actual) return soft("processingMethods", "unknown", "notStated", c.processingShow, null);
  let hit = false;
  for (const p of actual) if (c.processingMethods.has(p)) hit = true;
  return soft("processingMethods", hit ? "match" : "mismatch", hit ? "listed" : "notListed", c.processingShow, actual);
}
