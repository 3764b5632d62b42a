import type { CompanyRecord } from "../../../shared/schemas/company";
import { contactName, type Contact } from "../../../shared/schemas/contact";
import type { Lead, LeadCard } from "../../../shared/schemas/lead";
import { contactsBatch, getContacts } from "../contacts/records";
import { signLeadDocuments } from "./files";
import type { StoredLead } from "./queries";
import { getMaterialsByIds } from "../materials";
import { companiesBatch, companiesById } from "../companies/records";
import { batchGetKinds } from "../../db/queries/batch-get";
import { omit } from "../../core/view";

type Item = Record<string, unknown>;

/** The records a page of leads embeds, fetched with one BatchGet per kind (never one read per lead). */
interface Embeds {
  companies: Map<string, CompanyRecord>;
  contacts: Map<string, Contact>;
  materials: Map<string, Item>;
}

/**
 * `full`: the detail's embeds (materials, whole company); else the card's (company id and name only), whose
 * companies and people come in one BatchGet together: a page of cards is the board's hot read.
 */
async function embedsOf(leads: StoredLead[], full: boolean): Promise<Embeds> {
  const companyIds = [...new Set(leads.map((l) => l.companyId))];
  const contactIds = [...new Set(leads.flatMap((l) => [l.contactId, l.assigneeId]).filter((v): v is string => Boolean(v)))];
  if (!full) {
    const [companies, contacts] = await batchGetKinds(companiesBatch(companyIds, ["id", "name"]), contactsBatch(contactIds));
    return { companies: new Map(companies.map((c) => [c.id, c])), contacts: new Map(contacts.map((c) => [c.id, c])), materials: new Map() };
  }
  const materialIds = [...new Set(leads.flatMap((l) => l.materialIds ?? []))];
  const [companies, contacts, materials] = await Promise.all([companiesById(companyIds), getContacts(contactIds), getMaterialsByIds(materialIds)]);
  return {
    companies,
    contacts: new Map(contacts.map((c) => [c.id, c])),
    materials,
  };
}

const personName = (c: Contact) => contactName(c) || c.email || "";

/** The one place a lead answer is shaped: every field present (lists [], absent values null), with its embeds (documents are signed by leadAnswer). */
function leadView(l: StoredLead, e: Embeds): Omit<Lead, "documents"> {
  const company = e.companies.get(l.companyId);
  const contact = l.contactId ? e.contacts.get(l.contactId) : undefined;
  const assignee = l.assigneeId ? e.contacts.get(l.assigneeId) : undefined;
  return {
    ...omit(l, ["documents"]),
    materialIds: l.materialIds ?? [],
    colors: l.colors ?? [],
    conditions: l.conditions ?? [],
    applications: l.applications ?? [],
    materialSources: l.materialSources ?? [],
    processingMethods: l.processingMethods ?? [],
    contactId: l.contactId ?? null,
    completionStatus: l.completionStatus ?? null,
    assigneeId: l.assigneeId ?? null,
    targetPrice: l.targetPrice ?? null,
    amount: l.amount ?? null,
    frequency: l.frequency ?? null,
    viscosity: l.viscosity ?? null,
    viscosityDescription: l.viscosityDescription ?? null,
    company: company
      ? {
          id: company.id,
          name: company.name,
          email: company.email ?? null,
          website: company.website ?? null,
          countryCode: company.address?.countryCode ?? null,
        }
      : null,
    contact: contact
      ? {
          id: contact.id,
          name: personName(contact),
          email: contact.email ?? null,
          phoneNumber: contact.phoneNumber ?? null,
          position: contact.position ?? null,
        }
      : null,
    assignee: assignee ? { id: assignee.id, name: personName(assignee) } : null,
    materials: (l.materialIds ?? []).flatMap((id) => {
      const m = e.materials.get(id);
      return m ? [{ id, name: m.name as string, type: m.type as string }] : [];
    }),
  };
}

/** The full lead (the detail page): embeds and signed document links. */
export async function leadAnswer(l: StoredLead): Promise<Lead> {
  const view = leadView(l, await embedsOf([l], true));
  return { ...view, documents: await signLeadDocuments(l.id, (l.documents ?? []) as Lead["documents"]) };
}

/** The board's cards: company and assignee names only, so 2,000 leads stay a light answer. */
export function cardView(l: StoredLead, e: Pick<Embeds, "companies" | "contacts">): LeadCard {
  const company = e.companies.get(l.companyId);
  const assignee = l.assigneeId ? e.contacts.get(l.assigneeId) : undefined;
  return {
    id: l.id,
    description: l.description,
    type: l.type,
    status: l.status,
    materialType: l.materialType,
    amount: l.amount ?? null,
    frequency: l.frequency ?? null,
    companyId: l.companyId,
    company: company ? { id: company.id, name: company.name } : null,
    assignee: assignee ? { id: assignee.id, name: personName(assignee) } : null,
    createdDate: l.createdDate,
    updatedDate: l.updatedDate,
    version: l.version,
  };
}

export async function cardViews(leads: StoredLead[]): Promise<LeadCard[]> {
  const e = await embedsOf(leads, false);
  return leads.map((l) => cardView(l, e));
}
