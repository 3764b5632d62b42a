import type { RecordChanges } from "../../../shared/rules/company-shapes";
import { companyKeys } from "../../../shared/rules/company-keys";
import type { CompanyRecord } from "../../../shared/schemas/company";
import type { Actor } from "../../lib/actor";
import { earlierRecord, newId } from "../../lib/ids";
import { recordCompanyEvent } from "../events";
import { createCompany, getCompany } from "./queries";
import { companiesWithKeys } from "./queries-keys";

/**
 * What every writer that makes a company shares (the routes, the import, find-or-create, an interest turned
 * into a lead): the create with its event, and the duplicate check before it.
 */

/**
 * Create from record changes (documents are attached by an update after their upload), with its event. The
 * caller has passed the role rules already; `actor` is only whom the record and event name.
 */
export async function createFrom(changes: RecordChanges, actor: Actor, id?: string): Promise<CompanyRecord> {
  const companyId = id ?? newId("company");
  const earlier = await earlierRecord(companyId, getCompany, actor.userId);
  if (earlier) return earlier;
  const { documents: _d, id: _i, ...rest } = changes;
  const created = await createCompany({ ...rest, id: companyId, name: changes.name! }, actor.userId);
  await recordCompanyEvent({ type: "CompanyCreated", company: created }, actor.userId);
  return created;
}

/** Existing companies sharing a normalised name, website domain or VAT number with the one given. */
export async function duplicates(query: { name?: string; website?: string; registrationNumber?: string; excludeId?: string }) {
  const keys = companyKeys(query);
  return { items: keys.length ? await companiesWithKeys(keys, query.excludeId) : [] };
}
