import { TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../lib/clients";
import { now } from "./audit";
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

/** The ElectroDB entity an audit entry is put through (bound to the table by functions/db/service.ts). */
interface EntryWriter {
  create(item: Record<string, unknown>): { params(): Record<string, unknown> };
}

/** Whether versioned writes record their audit entry: the bench turns it off to measure the update alone. */
export const auditSwitch = { on: true };

/**
 * Send `write` (a Put, Update or Delete in TransactWriteItems' shape) and the audit entry in one
 * transaction: both happen or neither. A failed condition of either answers as DynamoDB answers a single
 * conditional write (ConditionalCheckFailedException), so callers and the handler stack (409) see no
 * difference; an entry that exists already (the same version recorded twice) fails the same way.
 */
export async function writeWithAudit(entries: EntryWriter, write: NonNullable<TransactWriteCommandInput["TransactItems"]>[number], record: AuditRecord) {
  const put = entries
    .create({ ...record, seq: seqOf(record.version), at: now(), companyId: record.companyId })
    .params() as NonNullable<NonNullable<TransactWriteCommandInput["TransactItems"]>[number]["Put"]>;
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [write, { Put: put }] }));
  } catch (e) {
    throw asConditionFailure(e);
  }
}

function asConditionFailure(e: unknown): unknown {
  const reasons = (e as { name?: string; CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if ((e as { name?: string }).name === "TransactionCanceledException" && reasons?.some((r) => r.Code === "ConditionalCheckFailed"))
    return Object.assign(new Error("The conditional request failed"), { name: "ConditionalCheckFailedException", cause: e });
  return e;
}
