import type { CompanyRecord } from "../../../shared/schemas/company";
import { getCompanyState } from "./queries";
import { HttpError } from "../../lib/errors";

/**
 * Writes of a company's children (contacts, requests, materials, leads, company notes, researches, e-mails)
 * against the company delete (./delete-job.ts, ADR 0168). Without transactions a check before the write can
 * race the delete's tombstone, so a create checks twice: before it writes (refused while the company is being
 * deleted) and again after its last write, with a strongly consistent read: a create whose write the delete's
 * listing may have missed always sees the tombstone there and removes what it wrote.
 */

export const beingDeleted = () => new HttpError(409, "The company is being deleted");

/** The company a child is about to be written under: null when there is none, 409 while it is being deleted. */
export async function companyForChild(id: string): Promise<CompanyRecord | null> {
  const state = await getCompanyState(id);
  if (!state) return null;
  if (state.deletingDate) throw beingDeleted();
  return state.company;
}

/**
 * After a child's last write: when the company's delete started meanwhile (or finished), `undo` removes the
 * child through its domain's own delete (counted once) and the create is refused (409, or 404 when gone).
 */
export async function keepChild(companyId: string, undo: () => Promise<unknown>): Promise<void> {
  const state = await getCompanyState(companyId, { consistent: true });
  if (state && !state.deletingDate) return;
  await undo();
  throw state ? beingDeleted() : new HttpError(404, "Company not found");
}
