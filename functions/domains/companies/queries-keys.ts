import { companyKeys, FRAGMENT_HEAD, nameFragments, type CompanyKey, type CompanyKeyKind } from "../../../shared/rules/company-keys";
import { db } from "../../db/service";

/**
 * The rows that follow a company's record: duplicate keys (./entity-key.ts) and name fragments
 * (./entity-fragment.ts). Every write is idempotent, so a retry finishes.
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
  if (gone.length)
    await db()
      .companyKey.delete(gone.map((k) => ({ ...k, companyId: company.id })))
      .go();
  if (!previous || previous.name !== company.name) await syncFragments(company, nameFragments(company.name), previous ? nameFragments(previous.name) : []);
}

/**
 * Delete the rows of `keys` that name `companyId` (rows that do not exist are no error): the repair of key rows
 * a crashed create left pointing to a company it never wrote.
 */
export async function deleteKeyRows(keys: CompanyKey[], companyId: string): Promise<void> {
  if (keys.length)
    await db()
      .companyKey.delete(keys.map((k) => ({ kind: k.kind, value: k.value, companyId })))
      .go();
}

export async function deleteCompanyKeys(company: Named): Promise<void> {
  const keys = companyKeys(company);
  if (keys.length)
    await db()
      .companyKey.delete(keys.map((k) => ({ ...k, companyId: company.id })))
      .go();
  await syncFragments(company, [], nameFragments(company.name));
}

const fragmentRow = (company: Named) => (fragment: string) => ({ head: fragment.slice(0, FRAGMENT_HEAD), fragment, companyId: company.id, name: company.name });
const fragmentKey = (companyId: string) => (fragment: string) => ({ head: fragment.slice(0, FRAGMENT_HEAD), fragment, companyId });

async function syncFragments(company: Named, next: string[], old: string[]): Promise<void> {
  const gone = old.filter((f) => !next.includes(f));
  if (next.length)
    await db()
      .companyFragment.put(next.map(fragmentRow(company)))
      .go();
  if (gone.length)
    await db()
      .companyFragment.delete(gone.map(fragmentKey(company.id)))
      .go();
}

/**
 * The companies (id and name) whose name has a word containing `word` (a searchFragments word), or null when
 * more than `cap` rows hold it: a word that common is answered faster by the filtered list, which then fills
 * a page after a few reads. ElectroDB's `limit` is the page size and `count` stops the pages at cap + 1 rows
 * (without `limit` one page would read up to 1 MB of the word's rows; `pages: "all"` every one of them).
 */
export async function companiesWithFragment(word: string, cap: number): Promise<{ id: string; name: string }[] | null> {
  const r = await db()
    .companyFragment.query.byFragment({ head: word.slice(0, FRAGMENT_HEAD) })
    .begins({ fragment: word })
    .go({ limit: cap + 1, count: cap + 1 });
  if (r.data.length > cap) return null;
  return [...new Map(r.data.map((row) => [row.companyId, { id: row.companyId, name: row.name ?? "" }])).values()];
}

/** Companies holding any of the keys (one Query per key), each with the first key it shares. */
export async function companiesWithKeys(keys: CompanyKey[], excludeId?: string): Promise<{ id: string; name: string; reason: CompanyKeyKind }[]> {
  const found = await Promise.all(keys.map((k) => db().companyKey.query.byKey({ kind: k.kind, value: k.value }).go({ limit: 20 })));
  const out = new Map<string, { id: string; name: string; reason: CompanyKeyKind }>();
  found.forEach((r, i) => {
    for (const row of r.data)
      if (row.companyId !== excludeId && !out.has(row.companyId)) out.set(row.companyId, { id: row.companyId, name: row.name ?? "", reason: keys[i].kind });
  });
  return [...out.values()];
}
