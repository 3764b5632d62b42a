import type { AuthContext } from "../../lib/auth";
import { assertCompanyAccess } from "../../lib/auth";
import { notFound } from "../../lib/errors";
import { deleteCompany } from "./delete-job";

/**
 * DELETE /companies/{id} (staff any, a user their own): nothing of the company is left behind. The job
 * (./delete-job.ts) tombstones the company, removes its people (logins first, the caller's own last), requests,
 * leads, materials, researches, documents, notes, events and e-mails, and the record last. A DELETE of a
 * company already being deleted continues the job and answers as the first would.
 */
export async function remove(id: string, auth: AuthContext) {
  assertCompanyAccess(auth, id, "Company");
  const done = await deleteCompany(id, { userId: auth.userId, lastContactId: auth.userId });
  if (!done) throw notFound("Company");
  return done;
}
