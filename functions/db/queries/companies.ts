import { randomUUID } from "node:crypto";
import type { Company, CompanyInput } from "../../../shared/schemas/company";
import { createdBy } from "../audit";
import { db } from "../service";
import { after, orderedPage, type OrderedList } from "./ordered-lists";
import { patchVersioned, splitChanges } from "./versioned";

const strip = ({ nameLower: _n, ...rest }: Record<string, unknown>) => rest as unknown as Company;

export async function getCompany(id: string): Promise<Company | null> {
  const { data } = await db().company.get({ id }).go();
  return data ? strip(data) : null;
}

export async function createCompany(input: CompanyInput & { id?: string }, userId: string): Promise<Company> {
  const { set } = splitChanges(input as Record<string, unknown>);
  const { data } = await db()
    .company.create({ ...set, id: input.id ?? randomUUID(), name: input.name, nameLower: input.name.toLowerCase(), ...createdBy(userId) } as never)
    .go();
  return strip(data);
}

export async function updateCompany(id: string, changes: Partial<CompanyInput>, userId: string, version?: number) {
  const withLower = changes.name ? { ...changes, nameLower: changes.name.toLowerCase() } : changes;
  return strip(await patchVersioned(db().company as never, { id }, withLower as Record<string, unknown>, userId, version));
}

/**
 * Companies by name; `q` filters by case-insensitive substring (a filter expression on the byName Query,
 * never a Scan). Pages are filled past the filter, so a page is empty only when nothing matches (issue 13.6).
 */
export async function listCompanies(opts: { q?: string; cursor?: string; limit?: number }) {
  const q = opts.q?.toLowerCase();
  const list: OrderedList = {
    partition: `companies:all:${q ?? ""}`,
    sortFields: ["nameLower", "id"],
    order: "asc",
    sources: [
      (pos) => {
        const query = after(db().company.query.byName({}) as never as Parameters<typeof after>[0], "asc", pos) as any;
        return q ? query.where((a: any, op: any) => op.contains(a.nameLower, q)) : query;
      },
    ],
    filtered: Boolean(q),
  };
  return orderedPage(list, opts, (items) => items.map(strip));
}

/** Every company (a Query over the byName index, all pages): the company side of the material filters. */
export async function listAllCompanies(): Promise<Company[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data.map(strip);
}
