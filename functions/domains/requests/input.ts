import type { MaterialRequestFields } from "../../../shared/schemas/material-request";
import { DEFAULT_REQUEST_STATUS } from "../../../shared/schemas/material-request";
import { companyForChild } from "../companies/live";
import { getContact } from "../contacts/records";
import { getMaterialsByIds } from "../materials";
import type { AuthContext } from "../../lib/auth";
import { badRequest, HttpError } from "../../lib/errors";
import { isStaffUser } from "../users";

/**
 * The rules on what a request's author may write (ADR 0122): staff-only fields, and the ids a request
 * names, which must exist and be the caller's to name. Checked before anything is written.
 */
export type RequestChanges = Partial<MaterialRequestFields>;

/** Staff-only fields and the value an ordinary user may still send for each (what the form sends by default). */
const STAFF_WRITE_FIELDS: Record<string, (v: unknown, auth: AuthContext) => boolean> = {
  companyId: (v, auth) => v === auth.companyId,
  status: (v) => v === DEFAULT_REQUEST_STATUS,
  completionStatus: (v) => v === null,
  assigneeId: (v) => v === null,
  originChannel: (v) => v === null,
  internalId: (v) => v === null,
  metadata: (v) => typeof v === "object" && v !== null && Object.keys(v).length === 0,
};

/**
 * An ordinary user's staff-only values are refused with 403 naming each field (as companies do, ADR 0108);
 * harmless defaults (their own company id, status open, empty values) are accepted and dropped.
 */
export function dropStaffFields(changes: RequestChanges, auth: AuthContext): void {
  if (auth.isSuperAdmin) return;
  const c = changes as Record<string, unknown>;
  const refused = Object.keys(STAFF_WRITE_FIELDS).filter((f) => c[f] !== undefined && !STAFF_WRITE_FIELDS[f](c[f], auth));
  if (refused.length)
    throw new HttpError(
      403,
      "Only staff may set these fields",
      refused.map((f) => ({ path: `body.${f}`, message: "Only staff may set this field" })),
    );
  for (const f of Object.keys(STAFF_WRITE_FIELDS)) delete c[f];
}

/**
 * The ids a request names must exist: its company (staff), its contact (a person of that company), its
 * assignee (a member of staff), and the materials it points at (for ordinary users: listed in the catalog or their own). A bad
 * one answers 400 naming the field; nothing is written.
 */
/** Checks every referenced record; answers the company's name when it was read (a new request, or a new company). */
export async function checkReferences(
  changes: RequestChanges,
  companyId: string,
  auth: AuthContext,
  companyChanged: boolean,
): Promise<{ companyName?: string }> {
  const issues: { path: string; message: string }[] = [];
  const [company, contact, assignee, materials] = await Promise.all([
    companyChanged ? companyForChild(companyId) : Promise.resolve(true),
    changes.contactId ? getContact(changes.contactId) : Promise.resolve(null),
    changes.assigneeId ? isStaffUser(changes.assigneeId) : Promise.resolve(true),
    changes.materialIds?.length ? getMaterialsByIds(changes.materialIds) : Promise.resolve(new Map()),
  ]);
  if (!company) issues.push({ path: "body.companyId", message: "Company not found" });
  if (changes.contactId && (!contact || contact.companyId !== companyId)) issues.push({ path: "body.contactId", message: "Contact not found in this company" });
  // An assignee is a member of staff (the assignee picker lists the staff users), as on leads.
  if (changes.assigneeId && !assignee) issues.push({ path: "body.assigneeId", message: "User not found" });
  (changes.materialIds ?? []).forEach((id, i) => {
    const m = materials.get(id);
    if (!m || (!auth.isSuperAdmin && m.isPublic !== true && m.companyId !== auth.companyId))
      issues.push({ path: `body.materialIds.${i}`, message: "Material not found" });
  });
  if (issues.length) throw badRequest("Validation failed", issues);
  return typeof company === "object" && company ? { companyName: company.name } : {};
}
