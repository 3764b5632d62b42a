import { contactName } from "../../../shared/schemas/contact";
import type { Sample } from "../../../shared/schemas/sample";
import { getContacts } from "../contacts/records";
import { getMaterialsByIds } from "../materials";
import type { StoredSample } from "./queries";
import { companiesById } from "../companies/records";
import { getLeadRefs } from "../leads/refs";

const ids = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * The one place a sample answer is shaped: every field present (absent values null) with the company,
 * contact, material and lead it names, fetched with one BatchGet per kind for the whole page.
 */
export async function sampleViews(samples: StoredSample[]): Promise<Sample[]> {
  const companyIds = ids(samples.map((s) => s.companyId));
  const [companyById, contacts, materials, leads] = await Promise.all([
    companiesById(companyIds),
    getContacts(ids(samples.map((s) => s.contactId))),
    getMaterialsByIds(ids(samples.map((s) => s.materialId))),
    getLeadRefs(samples.map((s) => s.leadId)),
  ]);
  const contactById = new Map(contacts.map((c) => [c.id, c]));
  return samples.map((s) => {
    const company = companyById.get(s.companyId);
    const contact = s.contactId ? contactById.get(s.contactId) : undefined;
    const material = materials.get(s.materialId);
    const lead = leads.get(s.leadId);
    return {
      id: s.id,
      leadId: s.leadId,
      companyId: s.companyId,
      materialId: s.materialId,
      status: s.status,
      contactId: s.contactId ?? null,
      amountKg: s.amountKg ?? null,
      address: s.address ?? null,
      cost: s.cost ?? null,
      trackingNumber: s.trackingNumber ?? null,
      carrier: s.carrier ?? null,
      statusUpdatedDate: s.statusUpdatedDate,
      createdDate: s.createdDate,
      createdBy: s.createdBy,
      updatedDate: s.updatedDate,
      updatedBy: s.updatedBy,
      version: s.version,
      company: company ? { id: company.id, name: company.name } : null,
      contact: contact ? { id: contact.id, name: contactName(contact) || contact.email || "", email: contact.email ?? null } : null,
      material: material ? { id: s.materialId, name: material.name as string, type: material.type as string } : null,
      lead: lead ? { id: lead.id, description: lead.description } : null,
    };
  });
}
