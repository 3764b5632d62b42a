/**
 * What a change did to a record, field by field, old → new: the company timeline's updates and every record's
 * history show it alike. Nested records (address, profiles) are opened one level, so a change reads
 * "address.city: Köln → Bonn" rather than "address changed". Audit fields are the change's own metadata and
 * are left out.
 */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

const AUDIT = new Set(["updatedDate", "updatedBy", "createdDate", "createdBy", "version", "id"]);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const out: FieldChange[] = [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !AUDIT.has(k));
  for (const k of keys) {
    const a = before[k];
    const b = after[k];
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

/** A history entry's changes ({ field: { old, new } }) as the before and after records changedFields compares. */
export function sides(changes: Record<string, { old: unknown; new: unknown }>): [Record<string, unknown>, Record<string, unknown>] {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [k, c] of Object.entries(changes)) {
    before[k] = c.old;
    after[k] = c.new;
  }
  return [before, after];
}
