import type { ResearchStatus } from "../../../shared/schemas/research";
import type { Suspect } from "../../../shared/schemas/suspect";
import type { suspectSorts } from "../../../shared/schemas/suspect";
import { now } from "../../db/audit";
import { suspectNameKey, type SuspectItem } from "./entity";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

/** A stored suspect; `research` is filled in by the caller from the research itself (its status moves). */
export type SuspectRecord = Omit<Suspect, "research"> & { researchId: string | null; researchCompanyId: string | null };

const toRecord = (item: SuspectItem): SuspectRecord => ({
  id: item.id,
  name: item.name,
  userNotes: item.userNotes ?? null,
  createdDate: item.createdDate,
  createdBy: item.createdBy,
  companyIds: item.companyIds ?? [],
  researchId: item.researchId ?? null,
  researchCompanyId: item.researchCompanyId ?? null,
});

export async function createSuspectRecord(
  s: { id: string; name: string; userNotes?: string | null; companyIds: string[] },
  userId: string,
): Promise<SuspectRecord> {
  const at = now();
  const { data } = await db()
    .suspect.create({
      id: s.id,
      name: s.name,
      userNotes: s.userNotes ?? undefined,
      companyIds: s.companyIds,
      createdDate: at,
      createdBy: userId,
      updatedDate: at,
    })
    .go();
  return toRecord(data);
}

export async function getSuspect(id: string): Promise<SuspectRecord | null> {
  const { data } = await db().suspect.get({ id }).go();
  return data ? toRecord(data) : null;
}

export async function setSuspectResearch(id: string, research: { id: string; companyId: string }): Promise<void> {
  await db().suspect.patch({ id }).set({ researchId: research.id, researchCompanyId: research.companyId, updatedDate: now() }).go();
}

const SORTS = {
  name: { index: "byName", fields: ["nameLower", "id"], order: "asc" },
  "-name": { index: "byName", fields: ["nameLower", "id"], order: "desc" },
  createdDate: { index: "byCreated", fields: ["createdDate", "id"], order: "asc" },
  "-createdDate": { index: "byCreated", fields: ["createdDate", "id"], order: "desc" },
} as const satisfies Record<(typeof suspectSorts)[number], unknown>;

/** nameLower is hidden (never read back) but is the name sorts' position: the entity's own derivation. */
const withNameKey = (q: { go(o: Record<string, unknown>): Promise<{ data: unknown[]; cursor: string | null }> }) => ({
  go: async (o: Record<string, unknown>) => {
    const r = await q.go(o);
    return { ...r, data: (r.data as SuspectItem[]).map((s) => ({ ...s, nameLower: suspectNameKey(s.name) })) };
  },
});

/** One page of every suspect in the chosen order (newest first by default): one index Query, never a Scan. */
export async function listSuspects(sort: (typeof suspectSorts)[number] = "-createdDate", opts: PageOpts = {}) {
  const s = SORTS[sort];
  const query = db().suspect.query as never as Record<string, (k: object) => never>;
  const list: OrderedList = {
    partition: `suspects:${sort}`,
    sortFields: s.fields,
    order: s.order,
    sources: [(pos) => withNameKey(after(query[s.index]({}), s.order, pos))],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as SuspectItem[]).map(toRecord));
}

/** The statuses of a page's researches: one BatchGet (a research's status moves as its run goes, so it is read, not copied). */
export async function researchStatusesOf(ids: string[]): Promise<Map<string, ResearchStatus>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const { data } = await db()
    .research.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((r) => [r.id, r.status]));
}
