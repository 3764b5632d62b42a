import { createdBy } from "../../functions/db/audit";
import { listAllCompanies } from "../../functions/db/queries/companies";
import { syncCompanyKeys } from "../../functions/db/queries/company-keys";
import { db } from "../../functions/db/service";

const NAME_FRAGMENTS = "local-migration:name-fragments-v2";

/**
 * A local data folder made before the company name search index (docs/decisions/0102) gets its rows once, so
 * the search finds the companies already there; a config item marks it done. On a fresh folder it finds no
 * companies and costs one read and one write.
 */
export async function backfillLocalData() {
  if ((await db().config.get({ name: NAME_FRAGMENTS }).go()).data) return;
  for (const company of await listAllCompanies()) await syncCompanyKeys(company, null);
  await db().config.put({ name: NAME_FRAGMENTS, value: true, ...createdBy("seed") } as never).go();
}
