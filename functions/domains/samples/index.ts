import type { output } from "zod/v4/core";
import type { Sample, SampleInput, SampleListQuery } from "../../../shared/schemas/sample";
import { createdBy, updatedBy } from "../../db/audit";
import { getContact } from "../contacts/records";
import { getMaterialsByIds } from "../materials";
import { createSample, deleteSample, getSample, listLeadSampleIds, listSamples, putSample, samplesOfMaterial, type StoredSample } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { badRequest, notFound } from "../../lib/errors";
import { loadLeadRef } from "../leads/refs";
import { sampleViews } from "./view";
import { earlierRecord, newId } from "../../lib/ids";

export type { StoredSample } from "./queries";

/**
 * The samples service: what other domains, handlers and scripts call (never ./queries or ./entity).
 * Material samples (draft → sent → delivered; ADR 0137,
 * 0138). Staff only (the routes' access). The company is the lead's, never the body's; the contact must be
 * a person of that company; the lead and the material must exist (404). statusUpdatedDate moves only when
 * the status does. A draft sample's amount is what the warehouse shows as reserved (read, never stored).
 */

type ListQuery = Partial<output<typeof SampleListQuery>>;
type Body = output<typeof SampleInput>;

export async function list(query: ListQuery) {
  const { cursor, limit, leadId, materialId } = query;
  return listSamples({ leadId, materialId }, { cursor, limit }, sampleViews);
}

/** Fields of the body as stored: undefined keeps what an existing sample has, null clears. */
function merge(existing: Partial<StoredSample>, body: Body): Partial<StoredSample> {
  const out: Record<string, unknown> = { ...existing };
  for (const [k, v] of Object.entries(body)) if (v !== undefined && k !== "id") out[k] = v;
  return out as Partial<StoredSample>;
}

/** POST /samples: creates (201), or updates the sample `id` (404 when there is none). */
export async function save(body: Body, auth: AuthContext): Promise<{ sample: Sample; created: boolean }> {
  const existing = body.id ? await getSample(body.id) : null;
  if (body.id && !existing) throw notFound("Sample");
  const [lead, materials] = await Promise.all([loadLeadRef(body.leadId), getMaterialsByIds([body.materialId])]);
  if (!materials.has(body.materialId)) throw notFound("Material");
  const contactId = body.contactId !== undefined ? body.contactId : existing?.contactId;
  // A kept contact of another company (the sample moved to another lead) is checked like a new one.
  if (contactId) {
    const contact = await getContact(contactId);
    if (!contact || contact.companyId !== lead.companyId)
      throw badRequest("Validation failed", [{ path: "body.contactId", message: "Contact not found in the lead's company" }]);
  }
  if (!existing) {
    const id = newId("sample");
    const earlier = await earlierRecord(id, getSample, auth.userId);
    if (earlier) return { sample: (await sampleViews([earlier]))[0], created: true };
    const audit = createdBy(auth.userId);
    // The status dates from the creation itself (one clock reading, so the two never differ).
    const record = {
      ...merge({}, body),
      status: body.status ?? "draft",
      id,
      companyId: lead.companyId,
      statusUpdatedDate: audit.createdDate,
      ...audit,
    } as StoredSample;
    const [sample] = await sampleViews([await createSample(record)]);
    return { sample, created: true };
  }
  const audit = updatedBy(auth.userId);
  const next = {
    ...merge(existing, body),
    companyId: lead.companyId,
    statusUpdatedDate: body.status !== undefined && body.status !== existing.status ? audit.updatedDate : existing.statusUpdatedDate,
    ...audit,
  } as StoredSample;
  const [sample] = await sampleViews([await putSample(existing, next)]);
  return { sample, created: false };
}

/** Every sample of a lead (the lead's delete calls this; idempotent). */
export async function deleteSamplesOf(leadId: string): Promise<void> {
  for (const id of await listLeadSampleIds(leadId)) await deleteSample(id);
}

/** A material's draft samples, projected to what a warehouse reservation shows (ADR 0138): one Query. */
export function draftSamplesOf(materialId: string) {
  return samplesOfMaterial(materialId, "draft");
}
