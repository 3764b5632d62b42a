import type { CompanyRecord } from "../../../shared/schemas/company";
import { contactName, type Contact } from "../../../shared/schemas/contact";
import { REQUEST_STAFF_FIELDS, type MaterialRequest, type MaterialRequestAnswer } from "../../../shared/schemas/material-request";
import { companiesById } from "../companies/records";
import { getContacts } from "../contacts/records";
import { getMaterialsByIds } from "../materials";
import type { StoredRequest } from "./queries";
import { signRequestDocuments } from "./files";
import type { AuthContext } from "../../lib/auth";
import { omit } from "../../core/view";

export { REQUEST_STAFF_FIELDS };
export type RequestView = MaterialRequestAnswer;

type Item = Record<string, unknown>;

/** The records a page of requests embeds, fetched with one BatchGet per kind (never one Query per request). */
export interface Embeds {
  companies: Map<string, CompanyRecord>;
  contacts: Map<string, Contact>;
  materials: Map<string, Item>;
}

export async function embedsOf(requests: StoredRequest[]): Promise<Embeds> {
  const companyIds = [...new Set(requests.map((r) => r.companyId))];
  const contactIds = [...new Set(requests.flatMap((r) => [r.contactId, r.assigneeId]).filter((v): v is string => Boolean(v)))];
  const materialIds = [...new Set(requests.flatMap((r) => r.materialIds ?? []))];
  const [companies, contacts, materials] = await Promise.all([companiesById(companyIds), getContacts(contactIds), getMaterialsByIds(materialIds)]);
  return {
    companies,
    contacts: new Map(contacts.map((c) => [c.id, c])),
    materials,
  };
}

const LISTS = ["materialIds", "colors", "conditions", "applications", "materialSources", "processingMethods", "origin", "certificates"] as const;
const NULLABLE = [
  "contactId",
  "completionStatus",
  "assigneeId",
  "originChannel",
  "internalId",
  "voucher",
  "materialType",
  "amount",
  "capacity",
  "targetPrice",
  "viscosity",
  "viscosityDescription",
] as const;

/**
 * The one place a request answer is shaped: every field present (lists [], absent values null), the
 * embedded company, contact, assignee and materials, and for ordinary users no staff fields. A material
 * the reader could not open (another company's unlisted product) is not embedded for an ordinary user.
 */
export function requestView(r: StoredRequest, e: Embeds, auth: AuthContext): RequestView {
  const out: Item = { ...r };
  for (const k of LISTS) out[k] = r[k] ?? [];
  for (const k of NULLABLE) out[k] = r[k] ?? null;
  const company = e.companies.get(r.companyId);
  const contact = r.contactId ? e.contacts.get(r.contactId) : undefined;
  const assignee = r.assigneeId ? e.contacts.get(r.assigneeId) : undefined;
  const view = {
    ...out,
    documents: [],
    metadata: r.metadata ?? {},
    matchCount: r.matchCount ?? 0,
    matchedDate: r.matchedDate ?? null,
    company: company ? { id: company.id, name: company.name, type: company.type ?? null, countryCode: company.address?.countryCode ?? null } : null,
    contact: contact
      ? { id: contact.id, name: contactName(contact) || contact.email || "", email: contact.email ?? null, position: contact.position ?? null }
      : null,
    assignee: assignee ? { id: assignee.id, name: contactName(assignee) || assignee.email || "" } : null,
    materials: (r.materialIds ?? []).flatMap((id) => {
      const m = e.materials.get(id);
      if (!m) return [];
      if (!auth.isSuperAdmin && m.isPublic !== true && m.companyId !== auth.companyId) return [];
      return [{ id, name: m.name as string, type: m.type as string }];
    }),
  } as unknown as MaterialRequest;
  delete (view as unknown as Item).candidates;
  delete (view as unknown as Item).companyName;
  delete (view as unknown as Item).matchingStartedDate;
  delete (view as unknown as Item).matchingAttempts;
  delete (view as unknown as Item).statusSetDate;
  return auth.isSuperAdmin ? view : omit(view, REQUEST_STAFF_FIELDS);
}

export async function requestViews(requests: StoredRequest[], auth: AuthContext): Promise<RequestView[]> {
  const e = await embedsOf(requests);
  return Promise.all(requests.map(async (r) => ({ ...requestView(r, e, auth), documents: await signRequestDocuments(r.companyId, r.id, r.documents) })));
}
