import { randomUUID } from "node:crypto";
import type { Company, CompanyInput } from "../../../shared/schemas/company";
import { createdBy } from "../audit";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { patchVersioned, splitChanges } from "./versioned";

const strip = ({ nameLower: _n, ...rest }: Record<string, unknown>) => rest as unknown as Company;

export async function getCompany(id: string): Promise<Company | null> {
  const { data } = await db().company.get({ id }).go();
  return data ? strip(data) : null;
}

export async function createCompany(input: CompanyInput & { id?: string }, userId: string): Promise<Company> {
  const { set } = splitChanges(input as Record<string, unknown>);
  const { data } = await goIfFits(
    db()
      .company.create({ ...set, id: input.id ?? randomUUID(), name: input.name, nameLower: input.name.toLowerCase(), ...createdBy(userId) } as never),
  );
  return strip(data);
}

export async function updateCompany(id: string, changes: Partial<CompanyInput>, userId: string, version?: number) {
  const withLower = changes.name ? { ...changes, nameLower: changes.name.toLowerCase() } : changes;
  return strip(await patchVersioned(db().company as never, { id }, withLower as Record<string, unknown>, userId, version));
}

/** Companies by name; `q` filters by case-insensitive substring (Query with a filter, never a Scan). */
export async function listCompanies(opts: { q?: string; cursor?: string; limit?: number }) {
  const q = opts.q?.toLowerCase();
  const query = db().company.query.byName({});
  const res = await (q ? query.where((a, op) => op.contains(a.nameLower, q)) : query).go({
    cursor: opts.cursor ?? null,
    limit: opts.limit ?? 50,
  });
  return { items: res.data.map(strip), cursor: res.cursor ?? null };
}

/** Every company (a Query over the byName index, all pages): the company side of the material filters. */
export async function listAllCompanies(): Promise<Company[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data.map(strip);
}
