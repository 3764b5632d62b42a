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

/** Stored bookkeeping no answer carries (the search copy of the company name, the matching run's state). */
const INTERNAL_FIELDS = ["candidates", "companyName", "matchingStartedDate", "matchingAttempts", "statusSetDate"] as const;

/**
 * The one place a request answer is shaped: every field present (lists [], absent values null), the
 * embedded company, contact, assignee and materials, and for ordinary users no staff fields. A material
 * the reader could not open (another company's unlisted product) is not embedded for an ordinary user.
 */
export function requestView(r: StoredRequest, e: Embeds, auth: AuthContext): RequestView {
  const company = e.companies.get(r.companyId);
  const contact = r.contactId ? e.contacts.get(r.contactId) : undefined;
  const assignee = r.assigneeId ? e.contacts.get(r.assigneeId) : undefined;
  const view: MaterialRequest = {
    ...omit(r, INTERNAL_FIELDS),
    materialIds: r.materialIds ?? [],
    colors: r.colors ?? [],
    conditions: r.conditions ?? [],
    applications: r.applications ?? [],
    materialSources: r.materialSources ?? [],
    processingMethods: r.processingMethods ?? [],
    origin: r.origin ?? [],
    certificates: r.certificates ?? [],
    contactId: r.contactId ?? null,
    completionStatus: r.completionStatus ?? null,
    assigneeId: r.assigneeId ?? null,
    originChannel: r.originChannel ?? null,
    internalId: r.internalId ?? null,
    voucher: r.voucher ?? null,
    materialType: r.materialType ?? null,
    amount: r.amount ?? null,
    capacity: r.capacity ?? null,
    targetPrice: r.targetPrice ?? null,
    viscosity: r.viscosity ?? null,
    viscosityDescription: r.viscosityDescription ?? null,
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
  };
  return auth.isSuperAdmin ? view : omit(view, REQUEST_STAFF_FIELDS);
}

export async function requestViews(requests: StoredRequest[], auth: AuthContext): Promise<RequestView[]> {
  const e = await embedsOf(requests);
  return Promise.all(requests.map(async (r) => ({ ...requestView(r, e, auth), documents: await signRequestDocuments(r.companyId, r.id, r.documents) })));
}
