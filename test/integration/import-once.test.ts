import { beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "../../functions/db/service";
import type { AuthContext } from "../../functions/lib/auth";
import { login } from "../fixtures/api";
import { onWrites } from "../fixtures/client-hooks";
import { tag } from "../fixtures/factories";

/**
 * Two imports of the same rows at once store each company's CompanyCreated once. The imports run in this
 * process, whose document client is hooked to hold each CompanyCreated write until the twin import has
 * reached its own (or 3 s passed): the first writer's event is not stored yet when the twin looks for it.
 */
let staff: AuthContext;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  staff = { userId: a.userId, email: "admin@example.com", companyId: null, isSuperAdmin: true } as AuthContext;
});

const rowsOf = (t: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    data: { company: { name: `Twin ${t} ${i}`, website: `https://twin-${t}-${i}.example` }, contacts: [{ firstName: "Tia", email: `twin-${t}-${i}@example.com` }] },
  }));

const createdEvents = async (companyId: string) =>
  (await db().companyEvent.query.byCompany({ companyId }).go({ pages: "all" })).data.filter((e) => e.type === "CompanyCreated").length;

/** Hold every CompanyCreated write until a second one for the same company arrives (or 3 s passed): how many were held. */
function pairCompanyCreatedWrites(): { remove: () => void; held: () => number } {
  const waiting = new Map<string, () => void>();
  let held = 0;
  const remove = onWrites(async (input) => {
    const item = (input as { Item?: { companyId?: string; type?: string } }).Item;
    if (item?.type !== "CompanyCreated" || !item.companyId) return;
    held++;
    const other = waiting.get(item.companyId);
    if (other) return other();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3_000);
      waiting.set(item.companyId!, () => (clearTimeout(timer), resolve()));
    });
  });
  return { remove, held: () => held };
}

describe("two imports of the same rows at once", () => {
  it("store every company, its contact and its CompanyCreated once", async () => {
    const { importRows } = await import("../../functions/core/companies/import");
    const t = tag();
    const rows = rowsOf(t, 4);
    const pair = pairCompanyCreatedWrites();
    let answers;
    try {
      answers = await Promise.all([importRows(rows, staff), importRows(rows, staff)]);
    } finally {
      pair.remove();
    }
    // both imports reached the event of every company: the race happened
    expect(pair.held()).toBe(8);
    for (const a of answers) expect(a.failed).toEqual([]);
    const ids = new Set(answers.flatMap((a) => [...a.imported, ...a.duplicates].map((x) => x.companyId)));
    expect(ids.size).toBe(4);
    for (const id of ids) {
      expect(await createdEvents(id), id).toBe(1);
      expect((await db().contact.query.byCompany({ companyId: id }).go()).data, id).toHaveLength(1);
    }
  });
});
