import { allowsTestConditions, type ViscosityLike } from "./viscosity";

/**
 * Match check (marketplace.md §4, backoffice.md lead material picker): where a product does not meet a
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
export const checkedFields: readonly MismatchField[] = ["source", "condition", "color", "amount", "viscosity"];

export type CheckVerdict = "match" | "mismatch" | "unknown" | "incomparable" | "ignored";
export type Display = string | number | (string | number)[] | null;

export interface FieldCheck {
  field: MismatchField;
  verdict: CheckVerdict;
  reason: string;
  wanted: Display;
  actual: Display;
}

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

export function checkListed(field: "source" | "condition" | "color", wanted: string[] | null | undefined, actual: string | null | undefined): FieldCheck {
  if (!wanted?.length) return { field, verdict: "ignored", reason: "notAsked", wanted: null, actual: actual ?? null };
  if (actual == null || actual === "") return { field, verdict: "unknown", reason: "notStated", wanted, actual: null };
  return wanted.includes(actual) ? { field, verdict: "match", reason: "listed", wanted, actual } : { field, verdict: "mismatch", reason: "notListed", wanted, actual };
}

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

const showAmount = (amount: number, frequency: Frequency) => `${+amount.toFixed(3)} t / ${frequency}`;

export function checkAmount(req: RequestLike, product: ProductLike): FieldCheck {
  const wanted = requestedAmount(req);
  const have = num(product.capacity?.amount);
  const wantedFreq = requestedFrequency(req);
  const haveFreq = product.capacity?.frequency ?? "month";
  if (wanted == null) return { field: "amount", verdict: "ignored", reason: "notAsked", wanted: null, actual: have == null ? null : showAmount(have, haveFreq) };
  const w = showAmount(wanted, wantedFreq);
  if (have == null) return { field: "amount", verdict: "unknown", reason: "notStated", wanted: w, actual: null };
  const ok = perMonth(have, haveFreq) >= perMonth(wanted, wantedFreq);
  return { field: "amount", verdict: ok ? "match" : "mismatch", reason: ok ? "enough" : "belowAmount", wanted: w, actual: showAmount(have, haveFreq) };
}

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
  let unstated = false;
  for (const part of ["temperature", "weight"] as const) {
    const a = num(req[part]);
    const b = num(product[part]);
    if (a != null && b != null) {
      if (!sameNumber(a, b)) return "different";
    } else unstated = true;
  }
  return unstated ? "unstated" : "same";
}

/** "230 °C / 2.16 kg", or "" when neither is stated. */
export const formatTestCondition = (v: ViscosityLike | null | undefined) =>
  [num(v?.temperature) != null ? `${v?.temperature} °C` : null, num(v?.weight) != null ? `${v?.weight} kg` : null].filter(Boolean).join(" / ");

const showViscosity = (v: ViscosityLike | null | undefined): Display => {
  if (!v?.type) return null;
  const range = [v.min != null && v.min !== "" ? `min ${v.min}` : null, v.max != null && v.max !== "" ? `max ${v.max}` : null].filter(Boolean).join(", ");
  const cond = allowsTestConditions(v.type) ? formatTestCondition(v) : "";
  return [v.type, range, cond ? `(${cond})` : ""].filter(Boolean).join(" ");
};

/**
 * The spec's viscosity rule: a mismatch when the request has a type and the product has none (here: unknown)
 * or a different one, or a minimum below the request's min, or the request's max is below the product's min.
 * Added (issue 9): melt-flow kinds under different test conditions are incomparable, never a mismatch; when
 * a side leaves the condition out, the numbers are compared as if it were the same (a data sheet that omits
 * it usually means the polymer's standard condition) and the reason says so ("testConditionNotStated").
 * Text bounds ("approx. 5", "<60") are not compared; the reason says "boundsNotComparable".
 */
export function checkViscosity(req: ViscosityLike | null | undefined, product: ViscosityLike | null | undefined): FieldCheck {
  const wanted = showViscosity(req);
  const actual = showViscosity(product);
  const out = (verdict: CheckVerdict, reason: string): FieldCheck => ({ field: "viscosity", verdict, reason, wanted, actual });
  if (!req?.type) return out("ignored", "notAsked");
  if (!product?.type) return out("unknown", "notStated");
  if (product.type !== req.type) return out("mismatch", "differentType");
  const condition = allowsTestConditions(req.type) ? testConditionRelation(req, product) : "same";
  if (condition === "different") return out("incomparable", "differentTestCondition");
  const reqMin = num(req.min);
  const reqMax = num(req.max);
  const prodMin = num(product.min);
  if (reqMin != null && prodMin != null && prodMin < reqMin) return out("mismatch", "belowMin");
  if (reqMax != null && prodMin != null && reqMax < prodMin) return out("mismatch", "aboveMax");
  if ((reqMin != null || reqMax != null) && prodMin == null) return out("match", "boundsNotComparable");
  return out("match", condition === "unstated" ? "testConditionNotStated" : "inRange");
}

export function viscosityMismatch(req: ViscosityLike | null | undefined, product: ViscosityLike | null | undefined): boolean {
  const v = checkViscosity(req, product).verdict;
  return v === "mismatch" || v === "unknown";
}

/* ---------- the check ---------- */

/** Every checked field's verdict, in a fixed order (source, condition, color, amount, viscosity). */
export function checkFields(req: RequestLike, product: ProductLike): FieldCheck[] {
  return [
    checkListed("source", req.materialSources, product.source),
    checkListed("condition", req.conditions, product.condition),
    checkListed("color", req.colors, product.color),
    checkAmount(req, product),
    checkViscosity(req.viscosity, product.viscosity),
  ];
}

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
