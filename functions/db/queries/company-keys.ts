import { companyKeys, FRAGMENT_HEAD, nameFragments, type CompanyKey, type CompanyKeyKind } from "../../../shared/rules/company-keys";
import { db } from "../service";

/**
 * The rows that follow a company's record: duplicate keys (entities/company-key.ts) and name fragments
 * (entities/company-fragment.ts). Every write is idempotent, so a retry finishes.
 */

type Named = { id: string; name: string; website?: string | null; registrationNumber?: string | null };
const same = (a: CompanyKey, b: CompanyKey) => a.kind === b.kind && a.value === b.value;

/** Bring a company's key rows in line with its record: rows of keys it no longer has are deleted. */
export async function syncCompanyKeys(company: Named, previous: Named | null): Promise<void> {
  const next = companyKeys(company);
  const old = previous ? companyKeys(previous) : [];
  const gone = old.filter((k) => !next.some((n) => same(n, k)));
  const rows = next.map((k) => ({ ...k, companyId: company.id, name: company.name }));
  if (rows.length) await db().companyKey.put(rows).go();
  if (gone.length) await db().companyKey.delete(gone.map((k) => ({ ...k, companyId: company.id }))).go();
  if (!previous || previous.name !== company.name) await syncFragments(company.id, nameFragments(company.name), previous ? nameFragments(previous.name) : []);
}

export async function deleteCompanyKeys(company: Named): Promise<void> {
  const keys = companyKeys(company);
  if (keys.length) await db().companyKey.delete(keys.map((k) => ({ ...k, companyId: company.id }))).go();
  await syncFragments(company.id, [], nameFragments(company.name));
}

const fragmentRow = (companyId: string) => (fragment: string) => ({ head: fragment.slice(0, FRAGMENT_HEAD), fragment, companyId });

async function syncFragments(companyId: string, next: string[], old: string[]): Promise<void> {
  const gone = old.filter((f) => !next.includes(f));
  if (next.length) await db().companyFragment.put(next.map(fragmentRow(companyId))).go();
  if (gone.length) await db().companyFragment.delete(gone.map(fragmentRow(companyId))).go();
}

/**
 * Ids of the companies whose name has a word containing `word` (a searchFragment), or null when more than
 * `cap` rows hold it: a word that common is answered faster by the filtered list, which then fills a page
 * after a few reads.
 */
export async function companyIdsWithFragment(word: string, cap: number): Promise<string[] | null> {
  const r = await db().companyFragment.query.byFragment({ head: word.slice(0, FRAGMENT_HEAD) }).begins({ fragment: word }).go({ limit: cap + 1, pages: "all" });
  if (r.data.length > cap) return null;
  return [...new Set(r.data.map((row) => row.companyId))];
}

/** Companies holding any of the keys (one Query per key), each with the first key it shares. */
export async function companiesWithKeys(keys: CompanyKey[], excludeId?: string): Promise<{ id: string; name: string; reason: CompanyKeyKind }[]> {
  const found = await Promise.all(keys.map((k) => db().companyKey.query.byKey({ kind: k.kind, value: k.value }).go({ limit: 20 })));
  const out = new Map<string, { id: string; name: string; reason: CompanyKeyKind }>();
  found.forEach((r, i) => {
    for (const row of r.data) if (row.companyId !== excludeId && !out.has(row.companyId)) out.set(row.companyId, { id: row.companyId, name: row.name ?? "", reason: keys[i].kind });
  });
  return [...out.values()];
}
