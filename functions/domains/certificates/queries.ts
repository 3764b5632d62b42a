import type { CertificateFields } from "../../../shared/schemas/certificate";
import type { FileRecord } from "../../../shared/schemas/material";
import { SYSTEM_ACTOR } from "../../db/audit-log";
import { createAudited, replaceAudited } from "../../db/queries/versioned";
import { db } from "../../db/service";
import { conflict, isConditionFailure } from "../../lib/errors";

/** Registers and expiry markers: GetItems, BatchGets, conditional puts and one Query of a window; never a Scan. */

/** One certificate as stored (its file without a link: links are signed on read). */
export interface StoredCertificate extends CertificateFields {
  file?: FileRecord | null;
}

export interface StoredRegister {
  companyId: string;
  certificates: StoredCertificate[];
  createdDate: string;
  updatedDate: string;
  updatedBy?: string;
  version: number;
}

export async function getRegister(companyId: string): Promise<StoredRegister | null> {
  const { data } = await db().certificateRegister.get({ companyId }).go();
  return (data as StoredRegister | null) ?? null;
}

/** The registers of many companies: one BatchGet (ElectroDB splits it in 100s). */
export async function getRegisters(companyIds: readonly string[]): Promise<Map<string, StoredRegister>> {
  if (!companyIds.length) return new Map();
  const { data } = await db()
    .certificateRegister.get(companyIds.map((companyId) => ({ companyId })))
    .go();
  return new Map((data as StoredRegister[]).map((r) => [r.companyId, r]));
}

/**
 * Store `next` over `existing` when the register is still at the version read (none: never written); a 409
 * when somebody wrote first. The version goes up by one, and the change is recorded in the register's history.
 */
export async function putRegister(next: Omit<StoredRegister, "version">, existing: StoredRegister | null): Promise<StoredRegister> {
  const expectedVersion = existing?.version ?? 0;
  const record = { ...next, version: expectedVersion + 1 };
  const entity = db().certificateRegister;
  const actor = next.updatedBy ?? SYSTEM_ACTOR;
  try {
    if (!existing) await createAudited(entity, entity.create(record), { actor, id: next.companyId });
    else
      await replaceAudited(
        entity,
        entity.put(record).where((a, op) => op.eq(a.version, expectedVersion)),
        existing,
        actor,
        next.companyId,
      );
  } catch (e) {
    if (isConditionFailure(e)) throw conflict();
    throw e;
  }
  return record;
}

/** Expiry markers of the certificates (idempotent puts). */
export async function putExpiryMarkers(companyId: string, certificates: readonly StoredCertificate[]): Promise<void> {
  if (!certificates.length) return;
  await db()
    .certificateExpiry.put(certificates.map((c) => ({ companyId, certificateId: c.id, validUntil: c.validUntil })))
    .go();
}

export interface ExpiryMarker {
  companyId: string;
  certificateId: string;
  validUntil: string;
}

/** Markers with validUntil in [from, to], oldest first, at most `max`. */
export async function markersBetween(from: string, to: string, max: number): Promise<ExpiryMarker[]> {
  const { data } = await db()
    .certificateExpiry.query.byValidUntil({})
    .between({ validUntil: from }, { validUntil: `${to}\uffff` })
    .go({ limit: max });
  return data;
}

export async function deleteMarker(m: ExpiryMarker): Promise<void> {
  await db().certificateExpiry.delete(m).go();
}
