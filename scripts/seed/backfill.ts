import { createdBy } from "../../functions/db/audit";
import { listAllCompanies, refreshCompanyNameKey, syncCompanyKeys } from "../../functions/domains/companies";
import { renameCompanyOnRequests } from "../../functions/domains/requests";
import { writeBoothFragments } from "../../functions/domains/booth";
import { db } from "../../functions/db/service";

const NAME_FRAGMENTS = "local-migration:name-fragments-v2";
const REQUEST_COMPANY_NAMES = "local-migration:request-company-names-v1";
const COMPANY_NAME_KEYS = "local-migration:company-name-keys-v2";
const BOOTH_FRAGMENTS = "local-migration:booth-fragments-v1";
const MATERIAL_PAIRS = "local-migration:material-pair-keys-v1";
const MATERIAL_CANDIDATES = "local-migration:material-candidate-keys-v1";

/**
 * A local data folder made before a search index gets its rows once, so the search finds what is already
 * there: company name fragments (docs/decisions/0102), the company name on requests, booth visitors' search
 * fragments (docs/decisions/0153), materials' pair-index keys (0155) and candidate-index keys (0205). A config item marks
 * each done; on a fresh folder each costs one read and one write.
 */
export async function backfillLocalData() {
  await once(NAME_FRAGMENTS, async () => {
    for (const company of await listAllCompanies()) await syncCompanyKeys(company, null);
  });
  // Requests written before their text search held the company name (functions/domains/requests/entity.ts).
  await once(REQUEST_COMPANY_NAMES, async () => {
    for (const company of await listAllCompanies()) await renameCompanyOnRequests(company.id, company.name);
  });
  // Names with a space or another character up to "#" got a new sort key (functions/db/name-sort-key.ts).
  await once(COMPANY_NAME_KEYS, async () => {
    for (const company of await listAllCompanies()) if (/[\u0000-\u0023]/.test(company.name)) await refreshCompanyNameKey(company);
  });
  await once(BOOTH_FRAGMENTS, async () => {
    const { data } = await db().boothVisit.query.byCreated({}).go({ pages: "all" });
    for (const visitor of data) await writeBoothFragments(visitor);
  });
  // A put derives the pair attributes and writes the gsi7–gsi9 keys and the candidate index's gsi10 keys
  // (functions/domains/materials/entity.ts).
  await once(MATERIAL_PAIRS, putEveryMaterial);
  await once(MATERIAL_CANDIDATES, putEveryMaterial);
}

async function putEveryMaterial() {
  const { data } = await db().material.query.all({}).go({ pages: "all" });
  for (const material of data) await db().material.put(material).go();
}

async function once(marker: string, run: () => Promise<void>) {
  if ((await db().config.get({ name: marker }).go()).data) return;
  await run();
  await db()
    .config.put({ name: marker, value: true, ...createdBy("seed") } as never)
    .go();
}
