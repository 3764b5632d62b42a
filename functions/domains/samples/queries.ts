import type { SampleFields, SampleStatus } from "../../../shared/schemas/sample";
import type { Position } from "../../db/cursor";
import type { SampleItem } from "./entity";
import { db } from "../../db/service";
import { createAudited, putVersioned, withoutNulls } from "../../db/queries/versioned";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

/** Samples (ADR 0138): lists over the lead, material and created indexes, never a Scan. */

export type StoredSample = Omit<SampleFields, "id" | "status"> & {
  id: string;
  status: SampleStatus;
  companyId: string;
  statusUpdatedDate: string;
  createdDate: string;
  createdBy: string;
  updatedDate: string;
  updatedBy: string;
  version: number;
};

type Query = any;
const toStored = (item: SampleItem): StoredSample => item;

export async function getSample(id: string): Promise<StoredSample | null> {
  const { data } = await db().sample.get({ id }).go();
  return data ? toStored(data) : null;
}

export async function createSample(record: StoredSample): Promise<StoredSample> {
  const { data } = await createAudited(db().sample, db().sample.create(withoutNulls(record)));
  return toStored(data);
}

/** Replace the sample with `next` if nobody wrote in between (a concurrent write answers 409). */
export async function putSample(existing: StoredSample, next: StoredSample): Promise<StoredSample> {
  return putVersioned(db().sample, existing, next);
}

export async function deleteSample(id: string): Promise<void> {
  await db().sample.delete({ id }).go();
}

/** Ids of a lead's samples (deleting the lead). */
export async function listLeadSampleIds(leadId: string): Promise<string[]> {
  const { data } = await db()
    .sample.query.byLead({ leadId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((s) => s.id as string);
}

/** Drafts read per material for the warehouse's reservations (ADR 0138): far above any real count. */
export const MAX_DRAFTS_PER_MATERIAL = 200;

/** A material's samples of one status, newest first, projected to what a reservation shows: one Query each. */
export async function samplesOfMaterial(
  materialId: string,
  status: SampleStatus,
  max = MAX_DRAFTS_PER_MATERIAL,
): Promise<Pick<StoredSample, "id" | "leadId" | "amountKg">[]> {
  const { data } = await db()
    .sample.query.byMaterialStatus({ materialId, status })
    .go({ order: "desc", limit: max, attributes: ["id", "leadId", "amountKg"] });
  return data as Pick<StoredSample, "id" | "leadId" | "amountKg">[];
}

export interface SampleFilters {
  leadId?: string;
  materialId?: string;
}

/** One page of samples, newest first: by lead (the other filter an expression), by material, or all. */
export async function listSamples<T>(f: SampleFilters, opts: PageOpts, shape: (items: StoredSample[]) => Promise<T[]>) {
  const q = db().sample.query as Query;
  let make: (pos: Position | null) => Query;
  if (f.leadId) {
    make = (pos) => {
      const base = after(q.byLead({ leadId: f.leadId }), "desc", pos);
      return f.materialId ? base.where((a: any, op: any) => op.eq(a.materialId, f.materialId)) : base;
    };
  } else if (f.materialId) make = (pos) => after(q.byMaterial({ materialId: f.materialId }), "desc", pos);
  else make = (pos) => after(q.byCreated({}), "desc", pos);
  const list: OrderedList = {
    partition: `samples:list:${JSON.stringify([f.leadId ?? null, f.materialId ?? null])}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [make],
    filtered: Boolean(f.leadId && f.materialId),
  };
  return orderedPage(list, opts, (items) => shape(items.map((i) => toStored(i as SampleItem))));
}
