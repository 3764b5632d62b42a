import type { Interest, InterestType } from "../../../shared/schemas/interest";
import { now } from "../../db/audit";
import type { InterestItem } from "./entity";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

export type NewInterest = Omit<InterestItem, "createdDate" | "updatedDate" | "createdBy">;

export async function createInterest(v: NewInterest, userId: string): Promise<InterestItem> {
  const at = now();
  const { data } = await db()
    .interest.create({ ...v, createdDate: at, updatedDate: at, createdBy: userId })
    .go();
  return data;
}

export async function getInterest(id: string): Promise<InterestItem | null> {
  const { data } = await db().interest.get({ id }).go({ consistent: true });
  return data;
}

/** Records the lead once: a second click (or a race) finds the first lead kept (409 from the condition). */
export async function setInterestLead(id: string, leadId: string): Promise<InterestItem> {
  const { data } = await db()
    .interest.patch({ id })
    .set({ leadId, updatedDate: now() })
    .where((a, op) => op.notExists(a.leadId))
    .go({ response: "all_new" });
  return data as InterestItem;
}

/** Names and types of the materials interests name: one BatchGet of the few ids on a page. */
export async function materialLabels(ids: string[]): Promise<Map<string, MaterialLabel>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await db()
    .material.get(unique.map((id) => ({ id })))
    .go({ attributes: ["id", "name", "type", "isPublic"] } as never);
  return new Map(
    (data as { id: string; name?: string; type?: string; isPublic?: boolean }[]).map((m) => [
      m.id,
      { name: m.name ?? null, type: m.type ?? null, listed: m.isPublic === true },
    ]),
  );
}
export interface MaterialLabel {
  name: string | null;
  type: string | null;
  /** In the public catalogue. */
  listed: boolean;
}

export function toInterest(item: InterestItem, labels: Map<string, MaterialLabel>): Interest {
  return {
    id: item.id,
    type: item.type,
    createdDate: item.createdDate,
    email: item.email,
    companyName: item.companyName ?? null,
    firstName: item.firstName ?? null,
    lastName: item.lastName ?? null,
    materialTypes: item.materialTypes ?? [],
    materials: (item.materials ?? []).map((id) => ({ id, name: labels.get(id)?.name ?? null, type: labels.get(id)?.type ?? null })),
    requestedSamples: (item.requestedSamples ?? []).map((s) => ({ materialId: s.materialId, amount: s.amount })),
    description: item.description ?? null,
    application: item.application ?? null,
    processingMethods: item.processingMethods ?? [],
    address: item.address ?? null,
    documents: (item.documents ?? []).map((d) => ({ name: d.name, url: d.url })),
    conversationId: item.conversationId ?? null,
    leadId: item.leadId ?? null,
  };
}

async function toInterests(items: InterestItem[]): Promise<Interest[]> {
  const labels = await materialLabels(items.flatMap((i) => i.materials ?? []));
  return items.map((i) => toInterest(i, labels));
}

/** /interests: newest first, one Query per page — all of them, or one type on its own index. */
export async function listInterests(type: InterestType | undefined, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `interests:${type ?? ""}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after((type ? db().interest.query.byType({ type }) : db().interest.query.byCreated({})) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => toInterests(items as InterestItem[]));
}
