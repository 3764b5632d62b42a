import { allowsTestConditions, type ViscosityLike } from "./viscosity";

/**
 * Match check: where a product does not meet a
 * request. Pure; used by material requests, leads and the matching engine (shared/rules/matching.ts), which
 * turns each field's check into a hard factor of its explanation. One implementation: change it here.
 *
 * Each field answers a verdict with a reason code (listed for translation in matching/reasons.ts):
 * - match / mismatch: the product meets it or not;
 * - unknown: the product does not say. The spec counts a missing value as "not among the listed ones", so an
 *   unknown still fails the check; the engine only charges it less than a clear mismatch;
 * - incomparable: both say, but the values cannot be compared (melt flow under different test conditions);
 *   the check does not fail on it, because a number measured at 190 °C says nothing about 230 °C;
 * - ignored: the request does not ask.
 */
export type MismatchField = "source" | "condition" | "color" | "amount" | "viscosity";

export type CheckVerdict = "match" | "mismatch" | "unknown" | "incomparable" | "ignored";
export type Display = string | number | (string | number)[] | null;

/**
 * One field's verdict. Shaped as the engine's MatchFactor (severity hard, weight and credit filled in by the
 * engine), so ranking 50,000 materials does not copy five objects per material.
 */
export interface FieldCheck {
  field: MismatchField;
  verdict: CheckVerdict;
  severity: "hard";
  reason: string;
  wanted: Display;
  actual: Display;
  weight: number;
  credit?: number;
}

const check = (field: MismatchField, verdict: CheckVerdict, reason: string, wanted: Display, actual: Display): FieldCheck => ({
  field,
  verdict,
  severity: "hard",
  reason,
  wanted,
  actual,
  weight: 0,
  credit: 0,
});

export type Frequency = "month" | "year" | "spot";

export interface RequestLike {
  materialSources?: string[] | null;
  conditions?: string[] | null;
  colors?: string[] | null;
  /** Requested amount in tonnes: a plain number (leads: a one-off quantity) or the request capacity's. */
  amount?: number | null;
  capacity?: { amount?: number | null; frequency?: Frequency | null } | null;
  viscosity?: ViscosityLike | null;
}

export interface ProductLike {
  source?: string | null;
  condition?: string | null;
  color?: string | null;
  capacity?: { amount?: number | null; frequency?: Frequency | null } | null;
  viscosity?: ViscosityLike | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/* ---------- lists: source, condition, colour ---------- */

type ListField = "source" | "condition" | "color";

/** Prepared once per request: the check of one listed field against a product's value. */
function listedCheck(field: ListField, wanted: string[] | null | undefined) {
  const list = wanted?.length ? wanted : null;
  return (actual: string | null | undefined): FieldCheck => {
    if (!list) return check(field, "ignored", "notAsked", null, actual ?? null);
    if (actual == null || actual === "") return check(field, "unknown", "notStated", list, null);
    return list.includes(actual) ? check(field, "match", "listed", list, actual) : check(field, "mismatch", "notListed", list, actual);
  };
}

export const checkListed = (field: ListField, wanted: string[] | null | undefined, actual: string | null | undefined) => listedCheck(field, wanted)(actual);

/* ---------- amount ---------- */

/**
 * Amounts are compared per month (ADR 0125): a yearly figure counts a twelfth, a monthly one as it is, and a
 * spot figure (a one-off lot, or a one-off need) as one month's quantity: a lot of 70 t serves a 50 t/month
 * buyer's first month, and a one-off need of 50 t is met by a seller making 60 t a month. A missing frequency
 * is a month (the forms' default); a request's plain amount without a capacity is a one-off quantity.
 */
export const perMonth = (amount: number, frequency: Frequency | null | undefined) => (frequency === "year" ? amount / 12 : amount);

export function requestedAmount(req: RequestLike): number | null {
  return num(req.amount) ?? num(req.capacity?.amount);
}

/** The request's frequency: its capacity's, else spot for a plain amount. */
export const requestedFrequency = (req: RequestLike): Frequency => req.capacity?.frequency ?? (num(req.amount) != null && !req.capacity ? "spot" : "month");

const showAmount = (amount: number, frequency: Frequency) => `${Math.round(amount * 1000) / 1000} t / ${frequency}`;

function amountCheck(req: RequestLike) {
  const wanted = requestedAmount(req);
  const wantedFreq = requestedFrequency(req);
  const need = wanted == null ? 0 : perMonth(wanted, wantedFreq);
  const w = wanted == null ? null : showAmount(wanted, wantedFreq);
  return (product: ProductLike): FieldCheck => {
    const have = num(product.capacity?.amount);
    const haveFreq = product.capacity?.frequency ?? "month";
    const actual = have == null ? null : showAmount(have, haveFreq);
    if (wanted == null) return check("amount", "ignored", "notAsked", null, actual);
    if (have == null) return check("amount", "unknown", "notStated", w, null);
    return perMonth(have, haveFreq) >= need ? check("amount", "match", "enough", w, actual) : check("amount", "mismatch", "belowAmount", w, actual);
  };
}

export const checkAmount = (req: RequestLike, product: ProductLike) => amountCheck(req)(product);

/** How much of the monthly need the product covers (0–1), for part credit; null when either side is silent. */
export function amountCoverage(req: RequestLike, product: ProductLike): number | null {
  const wanted = requestedAmount(req);
  const have = num(product.capacity?.amount);
  if (wanted == null || have == null) return null;
  const need = perMonth(wanted, requestedFrequency(req));
  return need <= 0 ? 1 : Math.min(1, perMonth(have, product.capacity?.frequency ?? "month") / need);
}

/* ---------- viscosity ---------- */

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * Melt flow and melt volume rates depend on the test temperature and load, so they compare only under the
 * same condition. "different": both sides state a part (temperature or load) and it differs; "unstated": a
 * side leaves out a part the other states, or neither states one; "same": every part stated by both and equal.
 */
export function testConditionRelation(req: ViscosityLike, product: ViscosityLike): "same" | "different" | "unstated" {
  const t = partRelation(num(req.temperature), num(product.temperature));
  const w = partRelation(num(req.weight), num(product.weight));
  return t === "different" || w === "different" ? "different" : t === "unstated" || w === "unstated" ? "unstated" : "same";
}

const partRelation = (a: number | null, b: number | null) => (a == null || b == null ? "unstated" : sameNumber(a, b) ? "same" : "different");

/** "230 °C / 2.16 kg", or "" when neither is stated. */
export function formatTestCondition(v: ViscosityLike | null | undefined): string {
  const t = num(v?.temperature);
  const w = num(v?.weight);
  return t != null && w != null ? `${t} °C / ${w} kg` : t != null ? `${t} °C` : w != null ? `${w} kg` : "";
}

/** "meltFlowRate min 10, max 14 (230 °C / 2.16 kg)": built by hand, it runs once per candidate. */
function showViscosity(v: ViscosityLike | null | undefined): Display {
  if (!v?.type) return null;
  let out: string = v.type;
  const hasMin = v.min != null && v.min !== "";
  const hasMax = v.max != null && v.max !== "";
  if (hasMin) out += ` min ${v.min}`;
  if (hasMax) out += `${hasMin ? "," : ""} max ${v.max}`;
  if (allowsTestConditions(v.type)) {
    const cond = formatTestCondition(v);
    if (cond) out += ` (${cond})`;
  }
  return out;
}

/**
 * The spec's viscosity rule: a mismatch when the request has a type and the product has none (here: unknown)
 * or a different one, or a minimum below the request's min, or the request's max is below the product's min.
 * Beyond that rule: melt-flow kinds under different test conditions are incomparable, never a mismatch; when
 * a side leaves the condition out, the numbers are compared as if it were the same (a data sheet that omits
 * it usually means the polymer's standard condition) and the reason says so ("testConditionNotStated").
 * Text bounds ("approx. 5", "<60") are not compared; the reason says "boundsNotComparable". A range reaching
 * above the wanted maximum passes but is explained as "overlapsRange" (ADR 0178), never as within it.
 */
function viscosityCheck(req: ViscosityLike | null | undefined) {
  const wanted = showViscosity(req);
  const melt = req?.type ? allowsTestConditions(req.type) : false;
  const reqMin = num(req?.min);
  const reqMax = num(req?.max);
  return (product: ViscosityLike | null | undefined): FieldCheck => {
    if (!req?.type) return check("viscosity", "ignored", "notAsked", null, showViscosity(product));
    if (!product?.type) return check("viscosity", "unknown", "notStated", wanted, null);
    const actual = showViscosity(product);
    if (product.type !== req.type) return check("viscosity", "mismatch", "differentType", wanted, actual);
    const condition = melt ? testConditionRelation(req, product) : "same";
    if (condition === "different") return check("viscosity", "incomparable", "differentTestCondition", wanted, actual);
    const prodMin = num(product.min);
    if (reqMin != null && prodMin != null && prodMin < reqMin) return check("viscosity", "mismatch", "belowMin", wanted, actual);
    if (reqMax != null && prodMin != null && reqMax < prodMin) return check("viscosity", "mismatch", "aboveMax", wanted, actual);
    if ((reqMin != null || reqMax != null) && prodMin == null) return check("viscosity", "match", "boundsNotComparable", wanted, actual);
    // The spec's rule passes it, but a range reaching above the wanted maximum (18–25 for 10–20, or an open
    // "≥ 18") only overlaps the wanted range: the reason says so rather than "within".
    const prodMax = num(product.max);
    if (reqMax != null && (prodMax == null || prodMax > reqMax)) return check("viscosity", "match", "overlapsRange", wanted, actual);
    return check("viscosity", "match", condition === "unstated" ? "testConditionNotStated" : "inRange", wanted, actual);
  };
}

export const checkViscosity = (req: ViscosityLike | null | undefined, product: ViscosityLike | null | undefined) => viscosityCheck(req)(product);

export function viscosityMismatch(req: ViscosityLike | null | undefined, product: ViscosityLike | null | undefined): boolean {
  const v = checkViscosity(req, product).verdict;
  return v === "mismatch" || v === "unknown";
}

/* ---------- the check ---------- */

/**
 * The check prepared for one request (its lists and display values computed once), to run over many
 * products: the matching engine ranks thousands of candidates with one.
 */
export function prepareCheck(req: RequestLike): (product: ProductLike) => FieldCheck[] {
  const source = listedCheck("source", req.materialSources);
  const condition = listedCheck("condition", req.conditions);
  const color = listedCheck("color", req.colors);
  const amount = amountCheck(req);
  const viscosity = viscosityCheck(req.viscosity);
  return (p) => [source(p.source), condition(p.condition), color(p.color), amount(p), viscosity(p.viscosity)];
}

/** Every checked field's verdict, in a fixed order (source, condition, color, amount, viscosity). */
export const checkFields = (req: RequestLike, product: ProductLike): FieldCheck[] => prepareCheck(req)(product);

/** A verdict that fails the check: a clear mismatch, or a value the product does not state. */
export const failsCheck = (verdict: CheckVerdict) => verdict === "mismatch" || verdict === "unknown";

/** The fields on which the product mismatches the request, in a fixed order. */
export function mismatches(req: RequestLike, product: ProductLike): MismatchField[] {
  return checkFields(req, product)
    .filter((c) => failsCheck(c.verdict))
    .map((c) => c.field);
}

export const isMatch = (req: RequestLike, product: ProductLike) => mismatches(req, product).length === 0;

/** Sort helper for pickers: fewer mismatches first. */
export const matchScore = (req: RequestLike, product: ProductLike) => 5 - mismatches(req, product).length;
