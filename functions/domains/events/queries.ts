import { randomUUID } from "node:crypto";
import type { CompanyEvent, CompanyEventType } from "../../../shared/schemas/event";
import { isConditionFailure } from "../../lib/errors";
import { runScopedId } from "../../lib/stable-id";
import { now } from "../../db/audit";
import { goIfFits } from "../../db/item-size";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { db } from "../../db/service";
import type { CompanyEventItem } from "./entity";

export type StoredCompanyEvent = Omit<CompanyEvent, "metadata"> & { timestamp: string; createdBy: string };

const toEvent = (item: CompanyEventItem): StoredCompanyEvent => item as StoredCompanyEvent;

export async function appendCompanyEvent(companyId: string, type: CompanyEventType, data: CompanyEvent["data"], userId: string): Promise<StoredCompanyEvent> {
  const { data: item } = await goIfFits(db().companyEvent.create({ id: randomUUID(), companyId, type, data, timestamp: now(), createdBy: userId }));
  return toEvent(item);
}

/**
 * An event that happens once to a company (its creation): stored under a key derived from the company and
 * the event (`at` its time, e.g. the company's createdDate), by a conditional put, so of several writers
 * (two imports of one row at once, a retry) exactly one stores it. False when it was stored already.
 */
export async function appendCompanyEventOnce(
  companyId: string,
  type: CompanyEventType,
  data: CompanyEvent["data"],
  userId: string,
  at: string,
): Promise<boolean> {
  try {
    await goIfFits(db().companyEvent.create({ id: runScopedId(companyId, `companyEvent:${type}`), companyId, type, data, timestamp: at, createdBy: userId }));
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** A company's events, newest first, in sealed-cursor pages. */
export async function listCompanyEvents(companyId: string, opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: `events:company:${companyId}`,
    sortFields: ["timestamp", "id"],
    order: "desc",
    sources: [(pos) => after(db().companyEvent.query.byCompany({ companyId }) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => (items as CompanyEventItem[]).map(toEvent));
}

/** Every event of a company (deleting the company): one Query per 1 MB page, then batch deletes. */
export async function deleteCompanyEvents(companyId: string): Promise<number> {
  const { data } = await db()
    .companyEvent.query.byCompany({ companyId })
    .go({ pages: "all", attributes: ["companyId", "timestamp", "id"] });
  if (data.length)
    await db()
      .companyEvent.delete(data.map((e) => ({ companyId: e.companyId, timestamp: e.timestamp, id: e.id })))
      .go();
  return data.length;
}
