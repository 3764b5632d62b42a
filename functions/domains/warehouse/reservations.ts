import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { draftSamplesOf } from "../samples";
import { getLeadRefs } from "../leads/refs";

export type Reservation = WarehouseMaterial["reserved"][number];

/**
 * What stock draft samples hold (ADR 0138): read at answer time from each material's draft samples (one
 * Query per material of the page on the samples' material × status index, in parallel, plus one BatchGet
 * of their leads), never kept as a running total on the warehouse record, which would need a second write
 * on every sample save and could drift without transactions. A draft without an amount reserves 0 kg.
 */
export async function reservationsOf(materialIds: string[]): Promise<Map<string, Reservation[]>> {
  const unique = [...new Set(materialIds)];
  const drafts = await Promise.all(unique.map((id) => draftSamplesOf(id)));
  const leads = await getLeadRefs(drafts.flat().map((s) => s.leadId));
  return new Map(
    unique.map((id, i) => [
      id,
      drafts[i].map((s) => ({
        amountKg: s.amountKg ?? 0,
        sampleId: s.id,
        leadId: s.leadId,
        lead: leads.has(s.leadId) ? { id: s.leadId, description: leads.get(s.leadId)!.description } : null,
      })),
    ]),
  );
}

/** The records with their live reservations (the stored `reserved` of older records is ignored). */
export async function withReservations<T extends Pick<WarehouseMaterial, "id" | "reserved">>(records: T[]): Promise<T[]> {
  const byMaterial = await reservationsOf(records.map((r) => r.id));
  return records.map((r) => ({ ...r, reserved: byMaterial.get(r.id) ?? [] }));
}
