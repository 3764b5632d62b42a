import type { CompanyRecord } from "../../../shared/schemas/company";

/** Fields that change on every write and say nothing a reader of the timeline wants to see. */
const NOISE = new Set(["updatedDate", "updatedBy", "version", "createdDate", "createdBy"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an update changed, old and new (ADR 0109): the timeline shows each as old → new, and storing
 * only these keeps an event far below DynamoDB's item limit even for large company records.
 */
export function changedFields(before: Partial<CompanyRecord>, after: Partial<CompanyRecord>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !NOISE.has(k)));
  const oldCompany: Record<string, unknown> = {};
  const newCompany: Record<string, unknown> = {};
  for (const k of keys) {
    const a = (before as Record<string, unknown>)[k];
    const b = (after as Record<string, unknown>)[k];
    if (same(a, b)) continue;
    oldCompany[k] = a ?? null;
    newCompany[k] = b ?? null;
  }
  return { oldCompany: oldCompany as Partial<CompanyRecord>, newCompany: newCompany as Partial<CompanyRecord> };
}
