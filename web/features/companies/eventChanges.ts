/**
 * What a CompanyUpdated event changed, field by field, old → new. The event carries the
 * changed fields of the old and new record (ADR 0109); nested records (address, profiles) are opened one
 * level so the timeline says "address.city: Köln → Bonn" rather than "address changed". Audit fields are the
 * event's own metadata and are left out.
 */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

const AUDIT = new Set(["updatedDate", "updatedBy", "createdDate", "createdBy", "version", "id"]);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(oldCompany: Record<string, unknown>, newCompany: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(oldCompany), ...Object.keys(newCompany)])].filter((k) => !AUDIT.has(k));
  for (const k of keys) {
    const a = oldCompany[k];
    const b = newCompany[k];
    if (same(a, b)) continue;
    if (isRecord(a) || isRecord(b)) {
      const ra = isRecord(a) ? a : {};
      const rb = isRecord(b) ? b : {};
      for (const sub of [...new Set([...Object.keys(ra), ...Object.keys(rb)])])
        if (!same(ra[sub], rb[sub])) out.push({ field: `${k}.${sub}`, from: ra[sub] ?? null, to: rb[sub] ?? null });
    } else out.push({ field: k, from: a ?? null, to: b ?? null });
  }
  return out;
}

/** A changed value as one short line: "—" for none, lists joined, records as key: value pairs. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (Array.isArray(v)) return v.length ? v.map(formatValue).join(", ") : "—";
  if (isRecord(v)) {
    const parts = Object.entries(v)
      .filter(([, x]) => x !== null && x !== undefined && x !== "")
      .map(([k, x]) => `${k}: ${formatValue(x)}`);
    return parts.length ? parts.join("; ") : "—";
  }
  return String(v);
}
