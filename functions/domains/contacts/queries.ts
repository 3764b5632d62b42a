import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Contact, ContactListItem, ContactListQuery } from "../../../shared/schemas/contact";
import type { MailSuppression } from "../../../shared/schemas/mail-suppression";
import { createdBy } from "../../db/audit";
import { sealCursor, type Position } from "../../db/cursor";
import type { ContactItem } from "./entity";
import { db } from "../../db/service";
import { isConditionFailure } from "../../lib/errors";
import { after, anyOf, type OrderedList, orderedPage, type PageOpts, readOrdered, type Where } from "../../db/queries/ordered-lists";
import { createAudited, patchVersioned, recordDeleted, splitChanges } from "../../db/queries/versioned";
import type { BatchKind } from "../../db/queries/batch-get";

/**
 * The stored contact as the API's Contact. emailLower and searchText are `hidden` on the entity (derived);
 * tokensValidAfter is the session cut-off only functions/domains/auth/queries-logins.ts reads (ADR 0061); the company
 * facts are the list's copy of the company (ADR 0113), answered only as list columns.
 */
const toContact = ({ tokensValidAfter: _t, companyName: _n, companyVerified: _v, companyScore: _s, companyCountry: _c, ...item }: ContactItem): Contact => item;

/** The company facts a contact carries for the list's filters; "-" and 0 stand for "none" so keys always exist. */
export interface CompanyFacts {
  companyName: string;
  companyVerified: boolean;
  companyScore: number;
  companyCountry: string;
}
export const NO_COUNTRY = "-";

export function companyFactsOf(c: Pick<CompanyRecord, "name" | "verified" | "score" | "address">): CompanyFacts {
  return { companyName: c.name, companyVerified: c.verified === true, companyScore: c.score ?? 0, companyCountry: c.address?.countryCode ?? NO_COUNTRY };
}

const SEARCH_FIELDS = ["firstName", "lastName", "email", "position"] as const;
/** What the list's `q` searches: name, e-mail and position, lower-cased (DynamoDB's contains is case-sensitive). */
export const searchTextOf = (c: Partial<Pick<Contact, (typeof SEARCH_FIELDS)[number]>>) =>
  SEARCH_FIELDS.map((f) => c[f] ?? "")
    .join(" ")
    .toLowerCase()
    .trim();

export async function getContact(id: string): Promise<Contact | null> {
  const { data } = await db().contact.get({ id }).go();
  return data ? toContact(data) : null;
}

export async function getContacts(ids: string[]): Promise<Contact[]> {
  if (!ids.length) return [];
  const { data } = await db()
    .contact.get(ids.map((id) => ({ id })))
    .go();
  return data.map(toContact);
}

/** The same contacts as a kind of a mixed BatchGet (functions/db/queries/batch-get.ts), whole items. */
export function contactsBatch(ids: readonly string[]): BatchKind<Contact> {
  return {
    keys: [...new Set(ids)].map((id) => db().contact.get({ id }).params().Key as Record<string, unknown>),
    shape: (raw) => {
      const { data } = db().contact.parse({ Item: raw });
      return data ? toContact(data) : null;
    },
  };
}

export async function findContactByEmail(email: string): Promise<Contact | null> {
  const { data } = await db().contact.query.byEmail({ emailLower: email.toLowerCase() }).go({ limit: 1 });
  return data[0] ? toContact(data[0]) : null;
}

/** Contacts holding an e-mail (case-insensitive), at most `limit`: the duplicate warning. */
export async function findContactsByEmail(email: string, limit = 20): Promise<Contact[]> {
  const { data } = await db().contact.query.byEmail({ emailLower: email.toLowerCase() }).go({ limit });
  return data.map(toContact);
}

/**
 * Mark the contacts others filed under a login's address with that login (ADR 0159): at most `limit` of them,
 * leaving logins and contacts already linked alone. Repeating it changes nothing. Answers how many it marked.
 */
export async function linkContactsToLogin(email: string, loginUserId: string, limit = 20): Promise<number> {
  let n = 0;
  for (const c of await findContactsByEmail(email, limit)) {
    if (c.id === loginUserId || c.hasLogin || c.loginUserId) continue;
    try {
      await db().contact.patch({ id: c.id }).set({ loginUserId }).go({ response: "none" });
      n++;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return n;
}

/**
 * Mark every contact holding an address (case-insensitive; the byEmail index a page at a time, never a Scan)
 * with a mail suppression (ADR 0172). Writes that one field only, on contacts that exist and carry none yet:
 * the version staff edit with stays as it is, and a repeated report changes nothing. Answers how many it marked.
 */
export async function markContactsMailSuppressed(email: string, fact: MailSuppression): Promise<number> {
  return patchEach(
    (cursor) =>
      db()
        .contact.query.byEmail({ emailLower: email.toLowerCase() })
        .go({ cursor, limit: 100, attributes: ["id"] }),
    (c) =>
      db()
        .contact.patch({ id: c.id })
        .set({ mailSuppressed: fact })
        .where((a, op) => op.notExists(a.mailSuppressed))
        .go({ response: "none" }),
  );
}

type NewContact = Omit<Contact, "createdDate" | "updatedDate" | "createdBy" | "updatedBy" | "version">;

/** The stored item of a new contact (also the seed's batch writes). Without `company`, its facts are read. */
export async function contactItem(input: NewContact, userId: string, company?: Parameters<typeof companyFactsOf>[0] | null) {
  const { set } = splitChanges(input);
  const co = company === undefined ? ((await db().company.get({ id: input.companyId }).go()).data as CompanyRecord | null) : company;
  const facts = co ? companyFactsOf(co) : { companyVerified: false, companyScore: 0, companyCountry: NO_COUNTRY };
  return { ...facts, ...set, searchText: searchTextOf(input), id: input.id, companyId: input.companyId, ...createdBy(userId) };
}

export async function createContact(input: NewContact, userId: string, company?: Parameters<typeof companyFactsOf>[0] | null): Promise<Contact> {
  const { data } = await createAudited(db().contact, db().contact.create(await contactItem(input, userId, company)));
  return toContact(data);
}

/** Versioned update; `current` (the stored contact) keeps the search text whole when a name field changes. */
export async function updateContact(id: string, changes: Partial<Contact>, userId: string, version?: number, current?: Contact) {
  const touches = SEARCH_FIELDS.some((f) => changes[f] !== undefined);
  const extra = touches && current ? { searchText: searchTextOf({ ...current, ...changes }) } : {};
  return toContact(await patchVersioned<ContactItem>(db().contact, { id }, { ...changes, ...extra }, userId, version));
}

/** Delete a contact; with the stored contact and who deletes it, the delete is recorded in its history. */
export async function deleteContact(id: string, audited?: { before: Contact; actor: string }): Promise<void> {
  await db().contact.delete({ id }).go({ response: "none" });
  if (audited) await recordDeleted(db().contact, audited.before, audited.actor, id);
}

export async function listCompanyContacts(companyId: string, opts: { cursor?: string; limit?: number } = {}) {
  const res = await db()
    .contact.query.byCompany({ companyId })
    .go({ cursor: opts.cursor ?? null, limit: opts.limit ?? 100 });
  return { items: res.data.map(toContact), cursor: res.cursor ?? null };
}

/* ---------- the contacts list (ADR 0113) ---------- */

type Query = any;
const SORT = ["createdDate", "id"] as const;

export type ContactFilters = Pick<ContactListQuery, "q" | "companyVerified" | "companyScore" | "countries">;

/** The filters a cursor is bound to, in a stable form. */
const filterKey = (f: ContactFilters) =>
  JSON.stringify([
    f.q?.toLowerCase() ?? "",
    f.companyVerified ?? "",
    [...(f.companyScore ?? [])].sort(),
    [...(f.countries ?? [])].map((c) => c.toUpperCase()).sort(),
  ]);

/**
 * The Queries of one list page: a company's contacts (byCompany), or for staff one Query per value of the
 * facet with fewer values (country or score, each its own index, merged by date), or every contact (all).
 * The other filters are filter expressions on those Queries; never a Scan.
 */
function contactList(f: ContactFilters, companyId: string | null): OrderedList {
  const q = db().contact.query as Query;
  const countries = [...new Set((f.countries ?? []).map((c) => c.toUpperCase()))];
  const scores = [...new Set(f.companyScore ?? [])];
  let keyed: "country" | "score" | null = null;
  let make: ((pos: Position | null) => Query)[];
  if (companyId) make = [(pos) => after(q.byCompany({ companyId }), "desc", pos)];
  else if (countries.length && (!scores.length || countries.length <= scores.length)) {
    keyed = "country";
    make = countries.map((companyCountry) => (pos) => after(q.byCompanyCountry({ companyCountry }), "desc", pos));
  } else if (scores.length) {
    keyed = "score";
    make = scores.map((companyScore) => (pos) => after(q.byCompanyScore({ companyScore }), "desc", pos));
  } else make = [(pos) => after(q.all({}), "desc", pos)];

  const where: Where[] = [];
  if (countries.length && keyed !== "country") where.push((a, op) => anyOf(countries, (v) => op.eq(a.companyCountry, v)));
  if (scores.length && keyed !== "score") where.push((a, op) => anyOf(scores, (v) => op.eq(a.companyScore, v)));
  if (f.companyVerified !== undefined) where.push((a, op) => op.eq(a.companyVerified, f.companyVerified === "true"));
  if (f.q) {
    const text = f.q.toLowerCase();
    where.push((a, op) => op.contains(a.searchText, text));
  }
  return {
    partition: `contacts:${companyId ?? "all"}:${filterKey(f)}`,
    sortFields: SORT,
    order: "desc",
    sources: make.map((s) => (pos: Position | null) => where.reduce((acc, fn) => acc.where(fn), s(pos))),
    filtered: where.length > 0,
  };
}

const toListItem = (i: Record<string, unknown>): ContactListItem => ({
  id: i.id as string,
  companyId: i.companyId as string,
  companyName: (i.companyName as string | undefined) ?? null,
  firstName: (i.firstName as string | undefined) ?? null,
  lastName: (i.lastName as string | undefined) ?? null,
  email: (i.email as string | undefined) ?? null,
  position: (i.position as string | undefined) ?? null,
  phoneNumber: (i.phoneNumber as string | undefined) ?? null,
});

/** One page of contacts, newest first; `companyId` limits it to that company (ordinary users). */
export async function listContacts(f: ContactFilters, opts: PageOpts & { companyId?: string | null } = {}) {
  return orderedPage(contactList(f, opts.companyId ?? null), opts, (items) => items.map(toListItem));
}

/** Every contact matching the filters, up to `max`, in pages of 1,000 (the CSV export; bounded by `max`). */
export async function listContactsForExport(f: ContactFilters, max: number): Promise<(ContactListItem & Record<string, unknown>)[]> {
  const list = contactList(f, null);
  const out: (ContactListItem & Record<string, unknown>)[] = [];
  let cursor: string | null = null;
  do {
    const { items, more } = await readOrdered(list, { cursor, limit: Math.min(1000, max - out.length) });
    for (const i of items)
      out.push({
        ...toListItem(i),
        companyCountry: i.companyCountry === NO_COUNTRY ? null : i.companyCountry,
        linkedIn: i.linkedIn ?? null,
        language: i.language ?? null,
        newsletter: i.newsletter ?? null,
        createdDate: i.createdDate,
      });
    const last = items.at(-1);
    cursor = more && last ? sealCursor(list.partition, { createdDate: String(last.createdDate), id: String(last.id) }) : null;
  } while (cursor && out.length < max);
  return out;
}

/**
 * Rewrite a company's facts on its contacts (ADR 0113): the company's contacts are read a page at a time
 * (keys only) and patched a few at a time, so the work is bounded by the company's own contacts. A contact
 * deleted meanwhile is skipped.
 */
export async function writeCompanyFacts(companyId: string, facts: CompanyFacts, opts: { pageSize?: number; parallel?: number } = {}): Promise<number> {
  return patchEach(
    (cursor) =>
      db()
        .contact.query.byCompany({ companyId })
        .go({ cursor, limit: opts.pageSize ?? 100, attributes: ["id", "createdDate"] }),
    // createdDate is read-only but a composite of the facet indexes' sort keys: named, not written.
    (c) => db().contact.patch({ id: c.id }).set(facts).composite({ createdDate: c.createdDate }).go({ response: "none" }),
    opts.parallel ?? 10,
  );
}

/**
 * Patch every contact a query finds, a page at a time and `parallel` at a time; a contact whose condition
 * fails (deleted meanwhile, or already carrying the fact) is skipped. Answers how many were patched.
 */
async function patchEach<C extends { id: string }>(
  page: (cursor: string | null) => Promise<{ data: C[]; cursor: string | null }>,
  patch: (c: C) => Promise<unknown>,
  parallel = 1,
): Promise<number> {
  let cursor: string | null = null;
  let n = 0;
  do {
    const res: { data: C[]; cursor: string | null } = await page(cursor);
    for (let i = 0; i < res.data.length; i += parallel)
      await Promise.all(
        res.data.slice(i, i + parallel).map(async (c) => {
          try {
            await patch(c);
            n++;
          } catch (e) {
            if (!isConditionFailure(e)) throw e;
          }
        }),
      );
    cursor = res.cursor ?? null;
  } while (cursor);
  return n;
}
