import type { ViscosityLike } from "./viscosity";

/**
 * Match check (marketplace.md §4, backoffice.md lead material picker): where a product does not meet a
 * request. Pure; used by material requests, leads and the matching engine.
 */
export type MismatchField = "source" | "condition" | "color" | "amount" | "viscosity";

export interface RequestLike {
  materialSources?: string[] | null;
  conditions?: string[] | null;
  colors?: string[] | null;
  /** Requested amount: a plain number (leads) or request capacity {amount}. */
  amount?: number | null;
  capacity?: { amount?: number | null } | null;
  viscosity?: ViscosityLike | null;
}

export interface ProductLike {
  source?: string | null;
  condition?: string | null;
  color?: string | null;
  capacity?: { amount?: number | null } | null;
  viscosity?: ViscosityLike | null;
}

const listed = (values: string[] | null | undefined, v: string | null | undefined) => !values?.length || (v != null && values.includes(v));
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function viscosityMismatch(req: ViscosityLike | null | undefined, product: ViscosityLike | null | undefined): boolean {
  if (!req?.type) return false;
  if (!product?.type || product.type !== req.type) return true;
  const reqMin = num(req.min);
  const reqMax = num(req.max);
  const prodMin = num(product.min);
  if (reqMin != null && prodMin != null && prodMin < reqMin) return true;
  if (reqMax != null && prodMin != null && reqMax < prodMin) return true;
  return false;
}

export function requestedAmount(req: RequestLike): number | null {
  return num(req.amount) ?? num(req.capacity?.amount);
}

/** The fields on which the product mismatches the request, in a fixed order. */
export function mismatches(req: RequestLike, product: ProductLike): MismatchField[] {
  const out: MismatchField[] = [];
  if (!listed(req.materialSources, product.source)) out.push("source");
  if (!listed(req.conditions, product.condition)) out.push("condition");
  if (!listed(req.colors, product.color)) out.push("color");
  const wanted = requestedAmount(req);
  if (wanted != null && (num(product.capacity?.amount) ?? 0) < wanted) out.push("amount");
  if (viscosityMismatch(req.viscosity, product.viscosity)) out.push("viscosity");
  return out;
}

export const isMatch = (req: RequestLike, product: ProductLike) => mismatches(req, product).length === 0;

/** Sort helper for pickers: fewer mismatches first. */
export const matchScore = (req: RequestLike, product: ProductLike) => 5 - mismatches(req, product).length;
