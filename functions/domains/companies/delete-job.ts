import type { CompanyRecord } from "../../../shared/schemas/company";
import { now } from "../../db/audit";
import { deleteCompanyFiles } from "./documents";
import { deleteCompanyKeys } from "./queries-keys";
import { deleteCompanyRecord, getCompanyState, listDeletingCompanies, markCompanyDeleting } from "./queries";
import { crashPoint } from "../../lib/crash-point";
import { env } from "../../lib/env";
import { logger } from "../../lib/logger";
import * as Contacts from "../contacts";
import { purgeCompanyMessages } from "../emailMessages";
import { purgeCompanyEvents } from "../events";
import * as Leads from "../leads";
import * as Materials from "../materials";
import { deleteNotesOf } from "../notes";
import * as Requests from "../requests";
import { purgeCompanyResearches } from "../researches";

/**
 * The company delete as a job that always finishes (ADR 0168). A conditional write first puts a tombstone on
 * the company (`deletingDate`, and the sparse deletes-in-progress index): from then on readers answer 404,
 * lists leave it out and child creates are refused (./live.ts). Then every child goes through its domain's
 * own delete (counters move once), and the record goes last. Every step is idempotent, so a delete that
 * stopped half-way (a fault, a timeout, a crash) is finished by the next DELETE of the company or by the
 * recovery sweep's `resumeCompanyDeletes`.
 */

/** Deletes older than this are the sweep's to finish: longer than any request runs (the API's Lambdas stop at 29 s). */
export const DELETE_LEASE_MS = 5 * 60_000;

/**
 * How long after the tombstone the children are listed. A child written before the tombstone must be in the
 * indexes the listing reads: DynamoDB's GSIs follow the table within about a second; the emulators' at once.
 * Children written after it are the creates' own to remove (./live.ts).
 */
const settleMs = () => (env.endpoint("DYNAMODB") ? 0 : 2_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Who runs the job: the user whose login goes last (the caller of a DELETE), the author of board changes. */
export interface DeleteActor {
  userId: string;
  lastContactId?: string;
}

/** Start the delete (the tombstone, once) and run it to the end; null when there is no such company. */
export async function deleteCompany(id: string, actor: DeleteActor): Promise<{ id: string } | null> {
  const state = await getCompanyState(id, { consistent: true });
  if (!state) return null;
  const deletingDate = state.deletingDate ?? (await markCompanyDeleting(id, now()));
  if (!deletingDate) return null;
  crashPoint("companies.afterTombstone");
  await finish(state.company, deletingDate, actor);
  return { id };
}

async function finish(company: CompanyRecord, deletingDate: string, actor: DeleteActor): Promise<void> {
  // no longer found by the duplicate check and the name search
  await deleteCompanyKeys(company);
  const wait = Date.parse(deletingDate) + settleMs() - Date.now();
  if (wait > 0) await sleep(wait);
  await deleteChildren(company.id, actor);
  await deleteCompanyRecord(company);
}

/** Every child, each through its own domain; the people first (their logins end before anything else goes). */
async function deleteChildren(companyId: string, actor: DeleteActor): Promise<void> {
  // between two child deletes: where a crash or a timeout leaves a half-deleted company
  const each = () => crashPoint("companies.deleteChildren");
  await Contacts.purgeCompanyContacts(companyId, { last: actor.lastContactId, each });
  await Requests.purgeCompanyRequests(companyId, each);
  await Leads.purgeCompanyLeads(companyId, actor.userId, each);
  await Materials.purgeCompanyMaterials(companyId, each);
  await purgeCompanyResearches(companyId, each);
  await deleteCompanyFiles(companyId);
  await deleteNotesOf("COMPANY", companyId);
  await purgeCompanyEvents(companyId);
  await purgeCompanyMessages(companyId);
}

/**
 * The recovery sweep's step: finish every delete that started more than a lease ago (`at` is the sweep's
 * clock). A delete that fails again stays in the index for the next sweep.
 */
export async function resumeCompanyDeletes(at: Date = new Date()): Promise<{ found: number; repaired: number }> {
  const stale = await listDeletingCompanies(new Date(at.getTime() - DELETE_LEASE_MS).toISOString());
  let repaired = 0;
  for (const { id } of stale) {
    try {
      if (await deleteCompany(id, { userId: "system" })) repaired++;
    } catch (e) {
      logger.error("a company delete could not be finished", { companyId: id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { found: stale.length, repaired };
}
