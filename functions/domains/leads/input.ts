import type { LeadFields } from "../../../shared/schemas/lead";
import { companyForChild } from "../companies/live";
import { getContact } from "../contacts/records";
import { getMaterialsByIds } from "../../domains/materials";
import { badRequest } from "../../lib/errors";
import { isStaffUser } from "../users";

export type LeadChanges = Partial<LeadFields>;

/**
 * The ids a lead names must exist: its company, its contact (a person of that company), its assignee (a
 * staff user: a member of the super admin group, as the assignee pickers list them) and its materials. A bad
 * one answers 400 naming the field; this runs before anything is written.
 */
export async function checkReferences(changes: LeadChanges, companyId: string, companyChanged: boolean): Promise<void> {
  const issues: { path: string; message: string }[] = [];
  const [company, contact, staff, materials] = await Promise.all([
    companyChanged ? companyForChild(companyId) : Promise.resolve(true),
    changes.contactId ? getContact(changes.contactId) : Promise.resolve(null),
    changes.assigneeId ? isStaffUser(changes.assigneeId) : Promise.resolve(true),
    changes.materialIds?.length ? getMaterialsByIds([...new Set(changes.materialIds)]) : Promise.resolve(new Map()),
  ]);
  if (!company) issues.push({ path: "body.companyId", message: "Company not found" });
  if (changes.contactId && (!contact || contact.companyId !== companyId)) issues.push({ path: "body.contactId", message: "Contact not found in this company" });
  if (!staff) issues.push({ path: "body.assigneeId", message: "Staff user not found" });
  (changes.materialIds ?? []).forEach((id, i) => {
    if (!materials.has(id)) issues.push({ path: `body.materialIds.${i}`, message: "Material not found" });
  });
  if (issues.length) throw badRequest("Validation failed", issues);
}
