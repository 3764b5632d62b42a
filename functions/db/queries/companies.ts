import { randomUUID } from "node:crypto";
import type { Company, CompanyInput } from "../../../shared/schemas/company";
import { createdBy } from "../audit";
import { companyNameKey, type CompanyItem } from "../entities/company";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { after, orderedPage, type OrderedList } from "./ordered-lists";
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
        const filtered = q ? query.where((a: any, op: any) => op.contains(a.nameLower, q)) : query;
        // nameLower is `hidden` (never read back), but the cursor's position needs it: the entity's own derivation.
        return {
          go: async (o: Record<string, unknown>) => {
            const r = await filtered.go(o);
            return { ...r, data: (r.data as CompanyItem[]).map((c) => ({ ...c, nameLower: companyNameKey(c.name) })) };
          },
        };
      },
    ],
    filtered: Boolean(q),
  };
  return orderedPage(list, opts, (items) => items.map(({ nameLower: _n, ...c }) => toCompany(c as CompanyItem)));
}

/** Every company (a Query over the byName index, all pages): the company side of the material filters. */
export async function listAllCompanies(): Promise<Company[]> {
  const res = await db().company.query.byName({}).go({ pages: "all" });
  return res.data.map(toCompany);
}
