import type { ContractData } from "../../../shared/schemas/deal";
import type * as z from "../../../shared/schemas/zod";
import type { DealItem } from "./entity";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";
import { createAudited, putVersioned, withoutNulls } from "../../db/queries/versioned";

/**
 * Deals (ADR 0139): whole-item writes guarded by the version, the list by creation date and the reminders'
 * ETA window, each one Query on its index (never a Scan).
 */
export interface StoredDeal {
  id: string;
  transactionNumber: string;
  leadId?: string;
  buyerId?: string;
  sellerId?: string;
  eta?: string;
  carrier?: string;
  billOfLanding?: string;
  contractData: z.output<typeof ContractData>;
  createdDate: string;
  updatedDate: string;
  createdBy: string;
  updatedBy: string;
  version: number;
}

type Query = any;
const toStored = (item: DealItem): StoredDeal => item;

export async function getDeal(id: string): Promise<StoredDeal | null> {
  const { data } = await db().deal.get({ id }).go();
  return data ? toStored(data) : null;
}

/** Create (fails when the id exists: ElectroDB's create is conditional). */
export async function createDeal(record: StoredDeal): Promise<StoredDeal> {
  const { data } = await createAudited(db().deal, db().deal.create(withoutNulls(record)));
  return toStored(data);
}

/** Replace the stored deal with `next` if nobody wrote in between (stale `expectedVersion` or a race → 409). */
export async function putDeal(existing: StoredDeal, next: StoredDeal, userId: string, expectedVersion?: number): Promise<StoredDeal> {
  return putVersioned(db().deal, existing, next, { by: userId, expectedVersion });
}

/** One page of deals, newest first. */
export async function listDeals<T>(opts: PageOpts, shape: (items: StoredDeal[]) => Promise<T[]>) {
  const list: OrderedList = {
    partition: "deals:list",
    sortFields: ["createdDate", "id"],
    order: "desc",
    sources: [(pos) => after((db().deal.query as Query).byCreated({}), "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => shape(items.map((i) => toStored(i as DealItem))));
}

/** Deals whose ETA lies in [from, to] (YYYY-MM-DD, inclusive), by ETA: one Query on the sparse ETA index. */
export async function dealsWithEtaBetween(from: string, to: string): Promise<Pick<StoredDeal, "id" | "transactionNumber" | "eta">[]> {
  const { data } = await (db().deal.query as Query)
    .byEta({})
    .between({ etaSort: from }, { etaSort: `${to}\uffff` })
    .go({ pages: "all", attributes: ["id", "transactionNumber", "eta"] });
  return data as Pick<StoredDeal, "id" | "transactionNumber" | "eta">[];
}

/** The last ETA an index window can name: every date sorts before it, "none" (no ETA) after it. */
const LAST_DAY = "9999-12-31\uffff";

/**
 * The first `limit` deals whose ETA is `from` (YYYY-MM-DD) or later, by ETA: one Query page on the sparse ETA
 * index with DynamoDB's Limit (deals without an ETA sort after every date and are never read).
 */
export async function dealsWithEtaFrom(from: string, limit: number): Promise<Pick<StoredDeal, "id" | "transactionNumber" | "eta">[]> {
  const { data } = await (db().deal.query as Query)
    .byEta({})
    .between({ etaSort: from }, { etaSort: LAST_DAY })
    .go({ limit, order: "asc", attributes: ["id", "transactionNumber", "eta"] });
  return data as Pick<StoredDeal, "id" | "transactionNumber" | "eta">[];
}

/** The newest deals, up to `max` (the seed and the benchmark). */
export async function recentDeals(max: number): Promise<StoredDeal[]> {
  const { data } = await (db().deal.query as Query).byCreated({}).go({ order: "desc", limit: max });
  return data.map(toStored);
}

/* ---------- transaction numbers (ADR 0139) ---------- */

const numberKey = (n: string) => `number:${n.trim().toUpperCase()}`;

/** The deal holding a transaction number (one GetItem of its claim), or null. */
export async function dealIdOfNumber(number: string): Promise<string | null> {
  const { data } = await db()
    .dealNumber.get({ key: numberKey(number) })
    .go();
  return data?.dealId ?? null;
}

/** Claim `number` for `dealId`; false when another deal holds it. Claiming one's own number again is fine. */
export async function claimNumber(number: string, dealId: string): Promise<boolean> {
  try {
    await db()
      .dealNumber.create({ key: numberKey(number), dealId })
      .go();
    return true;
  } catch (err) {
    const { data } = await db()
      .dealNumber.get({ key: numberKey(number) })
      .go();
    if (data) return data.dealId === dealId;
    throw err;
  }
}

export async function releaseNumber(number: string, dealId: string): Promise<void> {
  await db()
    .dealNumber.delete({ key: numberKey(number) })
    .where((a, op) => op.eq(a.dealId, dealId))
    .go()
    .catch(() => undefined);
}

/**
 * The next number of `year`'s counter: one atomic ADD on the counter item (created by the first), answering
 * the new value, so any number of deals created at once each get their own number without a retry.
 */
export async function nextCounter(year: number): Promise<number> {
  const { data } = await db()
    .dealNumber.update({ key: `counter:${year}` })
    .add({ last: 1 })
    .go({ response: "updated_new" });
  return Number((data as { last?: number }).last);
}
