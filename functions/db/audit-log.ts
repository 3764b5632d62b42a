import { isConditionFailure } from "../lib/errors";
import { now } from "./audit";
import { ITEM_BUDGET_BYTES, itemSize, valueSize } from "./item-size";
import { keyAttributes } from "./table";

/** The actor recorded for a workflow write that names no user. */
export const SYSTEM_ACTOR = "system";

/** Fields every write changes and the keys the table adds: nothing a reader of a history wants to see. */
const NOISE = new Set(["updatedDate", "updatedBy", "version", "createdDate", "createdBy", ...keyAttributes, "__edb_e__", "__edb_v__"]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export type FieldChanges = Record<string, { old: unknown; new: unknown }>;

/**
 * The fields a write changed, old and new (a missing field and null alike; a removed field is old → null).
 * A create passes no `before` (every field new), a delete no `after` (every field old).
 */
export function fieldChanges(before: object | null, after: object | null): FieldChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const out: FieldChanges = {};
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (NOISE.has(k) || same(b[k], a[k])) continue;
    out[k] = { old: b[k] ?? null, new: a[k] ?? null };
  }
  return out;
}

/** What the audit entry of one write says. */
export interface AuditRecord {
  entityType: string;
  entityId: string;
  /** The record's version after the write (a delete: the deleted version plus one). */
  version: number;
  action: "create" | "update" | "delete";
  actor: string;
  companyId?: string;
  changes: FieldChanges;
}

export const seqOf = (version: number) => String(version).padStart(10, "0");

/** The company a record belongs to: its own id for a company, its companyId field otherwise. */
export function ownerOf(entityType: string, record: object | null, id: string): string | undefined {
  if (entityType === "company") return id;
  const c = (record as { companyId?: unknown } | null)?.companyId;
  return typeof c === "string" ? c : undefined;
}

/** What an entry keeps of a value too large to store beside the rest: that it changed, and its size. */
export interface OmittedValue {
  omitted: true;
  bytes: number;
}

/**
 * The changes as one entry can hold them. A record fits the item budget, but its entry holds old and new values
 * and may not: the largest values are replaced by `{ omitted, bytes }` until the entry fits, so the append never
 * fails after the write it records (the history then says the field changed, not to what).
 */
export function fittingChanges(changes: FieldChanges, rest: Record<string, unknown>): FieldChanges {
  const out: FieldChanges = Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, { ...c }]));
  const values = Object.entries(out)
    .flatMap(([k, c]) => (["old", "new"] as const).map((side) => ({ k, side, bytes: valueSize(c[side]) })))
    .sort((a, b) => b.bytes - a.bytes);
  for (const v of values) {
    if (itemSize({ ...rest, changes: out }) <= ITEM_BUDGET_BYTES) break;
    out[v.k][v.side] = { omitted: true, bytes: v.bytes } satisfies OmittedValue;
  }
  return out;
}

/** The ElectroDB entity an audit entry is created through (bound to the table by functions/db/service.ts). */
interface EntryWriter {
  create(item: Record<string, unknown>): { go(): Promise<unknown> };
}

/** Whether versioned writes record their audit entry: the bench turns it off to measure the update alone. */
export const auditSwitch = { on: true };

/**
 * Append the audit entry of a write that has succeeded (ADR 0213), under the record and the version the write
 * left: one conditional put, so recording the same write twice (a retried step, a repeated call) stores
 * one entry, and an entry already there counts as recorded. An entry that changed nothing is not stored.
 */
export async function appendAuditEntry(entries: EntryWriter, record: AuditRecord): Promise<void> {
  if (!auditSwitch.on || (record.action === "update" && !Object.keys(record.changes).length)) return;
  try {
    const rest = { ...record, seq: seqOf(record.version), at: now(), companyId: record.companyId };
    await entries.create({ ...rest, changes: fittingChanges(record.changes, rest) }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
}
