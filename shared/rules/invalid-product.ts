import { MAX_VALID_CAPACITY_AMOUNT } from "../schemas/material-enums";

/**
 * Invalid product (the admin 'Only invalid' filter): missing condition, or missing
 * country of origin, or missing capacity frequency, or a capacity amount above 3000.
 */
export type InvalidReason = "condition" | "countryOfOrigin" | "capacity.frequency" | "capacity.amount";

interface ProductLike {
  condition?: string | null;
  countryOfOrigin?: string | null;
  capacity?: { amount?: number | null; frequency?: string | null } | null;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

export function invalidReasons(m: ProductLike): InvalidReason[] {
  const out: InvalidReason[] = [];
  if (blank(m.condition)) out.push("condition");
  if (blank(m.countryOfOrigin)) out.push("countryOfOrigin");
  if (blank(m.capacity?.frequency)) out.push("capacity.frequency");
  if (typeof m.capacity?.amount === "number" && m.capacity.amount > MAX_VALID_CAPACITY_AMOUNT) out.push("capacity.amount");
  return out;
}

export const isInvalidProduct = (m: ProductLike) => invalidReasons(m).length > 0;
