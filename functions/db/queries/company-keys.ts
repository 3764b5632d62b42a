import { companyKeys, type CompanyKey, type CompanyKeyKind } from "../../../shared/rules/company-keys";
import { db } from "../service";

/** Duplicate key rows of companies (entities/company-key.ts). Every write is idempotent, so a retry finishes. */

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
}

export async function deleteCompanyKeys(company: Named): Promise<void> {
  const keys = companyKeys(company);
  if (keys.length) await db().companyKey.delete(keys.map((k) => ({ ...k, companyId: company.id }))).go();
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
