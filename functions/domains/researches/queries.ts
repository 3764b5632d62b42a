import type { Research, ResearchResult, ResearchStatus } from "../../../shared/schemas/research";
import { now } from "../../db/audit";
import type { ResearchItem } from "./entity";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

export const toResearch = (item: ResearchItem): Research => ({
  id: item.id,
  companyId: item.companyId,
  status: item.status,
  input: { companyName: item.companyName, userNotes: item.userNotes ?? null },
  result: (item.result as ResearchResult | undefined) ?? null,
  userFeedback: item.userFeedback ?? null,
  error: item.error ?? null,
  workflowId: item.workflowId ?? null,
  createdDate: item.createdDate,
  completedDate: item.completedDate ?? null,
  createdBy: item.createdBy,
});

export async function createResearchRecord(
  r: { id: string; companyId: string; companyName: string; userNotes?: string | null },
  userId: string,
): Promise<Research> {
  const at = now();
  const { data } = await db()
    .research.create({
      id: r.id,
      companyId: r.companyId,
      companyName: r.companyName,
      userNotes: r.userNotes ?? undefined,
      status: "pending",
      createdDate: at,
      updatedDate: at,
      createdBy: userId,
    })
    .go();
  return toResearch(data);
}

export async function getResearch(id: string): Promise<Research | null> {
  const { data } = await db().research.get({ id }).go({ consistent: true });
  return data ? toResearch(data) : null;
}

/** Set some of a research's fields (a step's status and result, the feedback, the run id). */
export async function patchResearch(
  id: string,
  changes: Partial<{ status: ResearchStatus; result: ResearchResult; userFeedback: string; error: string; workflowId: string; completedDate: string }>,
): Promise<Research> {
  const { data } = await db()
    .research.patch({ id })
    .set({ ...changes, updatedDate: now() })
    .go({ response: "all_new" });
  return toResearch(data as ResearchItem);
}

/** The researches tab: a company's researches, newest first. */
export async function listCompanyResearches(companyId: string, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `researches:${companyId}`,
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().research.query.byCompany({ companyId }) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as ResearchItem[]).map(toResearch));
}

/** The facts GatherFacts stored for the later steps (not part of the answered research: staff see the result). */
export async function getResearchFacts(id: string): Promise<unknown> {
  const { data } = await db()
    .research.get({ id })
    .go({ consistent: true, attributes: ["facts"] });
  return (data as { facts?: unknown } | null)?.facts ?? null;
}

export async function saveResearchFacts(id: string, facts: unknown, changes: { status: ResearchStatus; result: ResearchResult }): Promise<void> {
  await db()
    .research.patch({ id })
    .set({ facts, ...changes, updatedDate: now() })
    .go();
}

/** A company's research ids (the byCompany index, every page): the company delete's list. */
export async function listCompanyResearchIds(companyId: string): Promise<string[]> {
  const { data } = await db()
    .research.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["id"] });
  return data.map((r) => r.id as string);
}

export async function deleteResearch(id: string): Promise<void> {
  await db().research.delete({ id }).go({ response: "none" });
}
