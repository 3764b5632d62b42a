import { deleteCompanyEvents } from "../../db/queries/company-events";
import { deleteCompanyFiles } from "../../db/queries/company-files";
import { deleteCompanyEmailMessages } from "../../db/queries/email-messages";
import { deleteCompanyRecord } from "../../db/queries/companies";
import { listCompanyContacts } from "../../db/queries/contacts";
import { listCompanyMaterialIds } from "../../db/queries/materials";
import { listCompanyRequestIds } from "../../db/queries/material-requests";
import type { AuthContext } from "../../lib/auth";
import * as Contacts from "../contacts";
import * as Materials from "../materials";
import * as Leads from "../leads";
import * as Requests from "../requests";
import { deleteNotesOf } from "../notes";
import { loadOwned } from "./index";

/**
 * DELETE /companies/{id} (staff any, a user their own): nothing of the company is left behind (issue 8 §2).
 * Its people lose their logins first (so a user who deleted their own company can no longer sign in), then
 * its material requests with their matches and notes, its materials with their files, its documents, notes, events and e-mail messages; the record goes last, so a retry after
 * a failure finds the company and finishes the job.
 */
export async function remove(id: string, auth: AuthContext) {
  const company = await loadOwned(id, auth);
  for (let cursor: string | null | undefined; cursor !== null; ) {
    const page = await listCompanyContacts(id, { cursor: cursor ?? undefined, limit: 100 });
    // the caller's own login last: the rest of this request must not depend on it
    const ordered = [...page.items].sort((a, b) => Number(a.id === auth.userId) - Number(b.id === auth.userId));
    for (const c of ordered) await Contacts.purge(c);
    cursor = page.cursor;
  }
  for (const requestId of await listCompanyRequestIds(id)) await Requests.purge(requestId);
  await Leads.purgeCompanyLeads(id, auth.userId);
  for (const materialId of await listCompanyMaterialIds(id)) await Materials.purge(materialId, id);
  await deleteCompanyFiles(id);
  await deleteNotesOf("COMPANY", id);
  await deleteCompanyEvents(id);
  await deleteCompanyEmailMessages(id);
  await deleteCompanyRecord(company);
  return { id };
}
