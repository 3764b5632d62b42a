import type { SearchAnswer, SearchHit } from "../../../shared/schemas/search";
import { contactName } from "../../../shared/schemas/contact";
import type { AuthContext } from "../../lib/auth";
import { nameSearchKey, nameSortKey } from "../../db/name-sort-key";
import * as Companies from "../companies";
import { findContactsByEmail, getContact } from "../contacts/records";
import * as Deals from "../deals";
import { getLeadRef, leadsByNamePrefix } from "../leads";
import { getMaterialItem } from "../materials";
import { getRequest, requestsByNamePrefix } from "../requests";

/**
 * One search over companies, contacts, materials, requests, leads and deals (the command palette). Each kind
 * is one bounded read through its domain's service, all in parallel: a name prefix (begins_with on the
 * domain's name index), an e-mail (the contacts' e-mail index), a transaction number (the number's claim,
 * a GetItem) or an id (a GetItem per kind). Never a Scan, never a read until a page is full. An ordinary user
 * finds only their own company's records: the company, its contacts, requests and materials (leads and
 * deals are staff's); staff find everything.
 */

/** Hits per kind and lookup: a palette shows a handful, so each Query reads at most this many items. */
export const HITS_PER_KIND = 5;
/** The text looks like a record's id (a UUID, or a seeded id): only then is each kind read by key. */
const ID_SHAPE = /^[A-Za-z0-9_-]{8,64}$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
/** Transaction numbers are "TRX-…" or typed in by staff: anything without spaces is tried. */
const NUMBER_SHAPE = /^[A-Za-z0-9][A-Za-z0-9/_.-]{1,49}$/;

const owns = (auth: AuthContext, companyId: string | null | undefined) => auth.isSuperAdmin || (!!companyId && companyId === auth.companyId);

async function companies(q: string, auth: AuthContext): Promise<SearchHit[]> {
  const prefix = nameSortKey(q);
  if (!auth.isSuperAdmin) {
    const own = auth.companyId ? await Companies.getCompany(auth.companyId) : null;
    return own && nameSortKey(own.name).startsWith(prefix) ? [{ kind: "company", id: own.id, title: own.name, detail: null, match: "name" }] : [];
  }
  const found = await Companies.companiesByNamePrefix(prefix, HITS_PER_KIND);
  return found.map((c) => ({ kind: "company", id: c.id, title: c.name, detail: null, match: "name" }));
}

async function contactsByEmail(q: string, auth: AuthContext): Promise<SearchHit[]> {
  if (!EMAIL_SHAPE.test(q)) return [];
  const found = await findContactsByEmail(q, HITS_PER_KIND);
  return found
    .filter((c) => owns(auth, c.companyId))
    .map((c) => ({ kind: "contact", id: c.id, title: contactName(c) || c.email || c.id, detail: c.email ?? null, match: "email" }));
}

async function requests(q: string, auth: AuthContext): Promise<SearchHit[]> {
  if (!auth.isSuperAdmin && !auth.companyId) return [];
  const found = await requestsByNamePrefix(nameSearchKey(q), HITS_PER_KIND, auth.isSuperAdmin ? undefined : auth.companyId!);
  return found.map((r) => ({ kind: "request", id: r.id, title: r.description.slice(0, 120), detail: null, match: "name" }));
}

async function leads(q: string, auth: AuthContext): Promise<SearchHit[]> {
  if (!auth.isSuperAdmin) return [];
  const found = await leadsByNamePrefix(nameSearchKey(q), HITS_PER_KIND);
  return found.map((l) => ({ kind: "lead", id: l.id, title: l.description.slice(0, 120), detail: null, match: "name" }));
}

async function dealByNumber(q: string, auth: AuthContext): Promise<SearchHit[]> {
  if (!auth.isSuperAdmin || !NUMBER_SHAPE.test(q)) return [];
  const deal = await Deals.findByTransactionNumber(q);
  return deal ? [{ kind: "deal", id: deal.id, title: deal.transactionNumber, detail: null, match: "number" }] : [];
}

/** Every kind read by the id, in parallel (one GetItem each); only what the caller may open is answered. */
async function byId(q: string, auth: AuthContext): Promise<SearchHit[]> {
  if (!ID_SHAPE.test(q)) return [];
  const [company, contact, material, request, lead, deal] = await Promise.all([
    Companies.getCompany(q),
    getContact(q),
    getMaterialItem(q),
    getRequest(q),
    auth.isSuperAdmin ? getLeadRef(q) : null,
    auth.isSuperAdmin ? Deals.findDeal(q) : null,
  ]);
  const hits: SearchHit[] = [];
  if (company && owns(auth, company.id)) hits.push({ kind: "company", id: company.id, title: company.name, detail: null, match: "id" });
  if (contact && owns(auth, contact.companyId))
    hits.push({ kind: "contact", id: contact.id, title: contactName(contact) || contact.email || contact.id, detail: contact.email ?? null, match: "id" });
  if (material && owns(auth, material.companyId))
    hits.push({ kind: "material", id: material.id, title: material.name, detail: material.type ?? null, match: "id" });
  if (request && owns(auth, request.companyId))
    hits.push({ kind: "request", id: request.id, title: request.description.slice(0, 120), detail: null, match: "id" });
  if (lead) hits.push({ kind: "lead", id: lead.id, title: lead.description.slice(0, 120), detail: null, match: "id" });
  if (deal) hits.push({ kind: "deal", id: deal.id, title: deal.transactionNumber, detail: null, match: "id" });
  return hits;
}

/** GET /search?q=: the hits of every lookup, an exact match (id, number, e-mail) before name prefixes, each record once. */
export async function find(q: string, auth: AuthContext): Promise<SearchAnswer> {
  const text = q.trim();
  const groups = await Promise.all([
    byId(text, auth),
    dealByNumber(text, auth),
    contactsByEmail(text, auth),
    companies(text, auth),
    requests(text, auth),
    leads(text, auth),
  ]);
  const seen = new Set<string>();
  const items = groups.flat().filter((h) => {
    const key = `${h.kind}:${h.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { items };
}
