import { randomUUID } from "node:crypto";
import type { Company, CompanyInput } from "../../../shared/schemas/company";
import { createdBy } from "../audit";
import type { CompanyItem } from "../entities/company";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { patchVersioned, splitChanges } from "./versioned";

/**
 * The stored item as the API's Company. nameLower is `hidden` on the entity, so reads never carry it; the
 * one cast is where the entity's plain strings meet the schema's enums (only validated input is written).
 */
const toCompany = (item: CompanyItem) => item as Company;

export async function getCompany(id: string): Promise<Company | null> {
  const { data } = await db().company.get({ id }).go();
  return data ? toCompany(data) : null;
}

export async function createCompany(input: CompanyInput & { id?: string }, userId: string): Promise<Company> {
  const { set } = splitChanges(input);
  const { data } = await goIfFits(db().company.create({ ...set, id: input.id ?? randomUUID(), name: input.name, ...createdBy(userId) }));
  return toCompany(data);
}

export async function updateCompany(id: string, changes: Partial<CompanyInput>, userId: string, version?: number) {
  return toCompany(await patchVersioned<CompanyItem>(db().company, { id }, changes, userId, version));
}

/** Companies by name; `q` filters by case-insensitive substring (Query with a filter, never a Scan). */
export async function listCompanies(opts: { q?: string; cursor?: string; limit?: number }) {
  const q = opts.q?.toLowerCase();
  const query = db().company.query.byName({});
  const res = await (q ? query.where((a, op) => op.contains(a.nameLower, q)) : query).go({
    cursor: opts.cursor ?? null,
    limit: opts.limit ?? 50,
  });
  return { items: res.data.map(toCompany), cursor: res.cursor ?? null };
}

/** Every company (a Query over the byName index, all pages): the company side of the material filters. */
export async function listAllCompanies(): Promise<Company[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data.map(toCompany);
}
