import { randomUUID } from "node:crypto";
import { conflict } from "./errors";
import { requestScope } from "./request-identity";
import { hashedUuid } from "./stable-id";

/**
 * Ids of the records a request creates (ADR 0174). Under an Idempotency-Key the id derives from the caller,
 * the route, the key, the record's kind and its ordinal among that kind's ids in the request: a retry of a
 * create whose first answer was lost (the idempotency record never completed) derives the same ids, finds
 * what the first attempt stored and answers it instead of storing a second record. The caller is part of
 * the hash, so one caller's key can never name another caller's record. Without a key (or outside a
 * request) the id is random. Call it in a fixed order within a request (not from parallel branches), so the
 * ordinals are the same on every attempt.
 */
export function newId(kind: string): string {
  const scope = requestScope();
  if (!scope?.key) return randomUUID();
  const ordinal = scope.ordinals.get(kind) ?? 0;
  scope.ordinals.set(kind, ordinal + 1);
  const id = hashedUuid(["recyclate.newId.v1", scope.caller, scope.routeId, scope.key, kind, String(ordinal)].join("\u0000"), 8);
  scope.derived.add(id);
  return id;
}

/** Whether `newId` derived this id in this request (under its Idempotency-Key): only such ids name an earlier attempt's records. */
export const derivedInThisRequest = (id: string): boolean => requestScope()?.derived.has(id) ?? false;

/**
 * The record an earlier attempt of this request stored under `id`, or null: only an id `newId` derived in this
 * request under a key is looked up (one read), so a create without a key costs nothing. `createdBy`, when
 * given, must be the creator the record names (409 otherwise): the derivation already keeps callers apart,
 * this keeps it so should a record ever be written under such an id some other way. The caller answers the record as its create
 * would have and applies none of the create's side effects again (they belong to the attempt that stored it).
 */
export async function earlierRecord<T extends object>(id: string, load: (id: string) => Promise<T | null | undefined>, createdBy?: string): Promise<T | null> {
  if (!derivedInThisRequest(id)) return null;
  const found = await load(id);
  if (!found) return null;
  const creator = (found as { createdBy?: unknown }).createdBy;
  if (createdBy !== undefined && typeof creator === "string" && creator !== createdBy)
    throw conflict("This Idempotency-Key was already used; use a new key for a new request");
  return found;
}
