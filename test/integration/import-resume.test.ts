import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, login } from "../fixtures/api";
import { onWrites } from "../fixtures/client-hooks";
import { tag } from "../fixtures/factories";

/**
 * A company import stopped part-way through a row (the process died: from some write on, nothing more is
 * written, not even the claims' release) is finished by the next import of the same rows: the row is stored
 * once with its contact, never reported as a duplicate of itself or of a company that does not exist.
 */
let admin: string;
let adminId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
});

const auth = () => ({ userId: adminId, email: "admin@example.com", companyId: null, isSuperAdmin: true });

/** Run an in-process import of `rows` that "dies" at the first write `at` matches: that write and every later one fail. */
async function importDyingAt(rows: unknown[], at: (input: unknown) => boolean): Promise<void> {
  const { importRows } = await import("../../functions/domains/companies");
  let dead = false;
  const remove = onWrites((input) => {
    if (dead || at(input)) {
      dead = true;
      throw new Error("injected: the process died");
    }
  });
  try {
    await importRows(rows as never, auth()).catch(() => undefined);
  } finally {
    remove();
  }
  expect(dead, "the crash point was reached").toBe(true);
}

/** Whether a write puts an item of `entity` (ElectroDB stores the entity's name in every item it writes). */
const puts = (input: unknown, entity: string) => JSON.stringify(input).includes(`"__edb_e__":"${entity}"`);

const rowsOf = (t: string, n = 3) =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    data: {
      company: { name: `Resume ${t} ${i}`, website: `https://resume-${t}-${i}.example` },
      contacts: [{ firstName: "Rea", email: `resume-${t}-${i}@example.com` }],
    },
  }));

/** The companies named like the rows (by the duplicate finder) and each one's contacts' e-mails. */
async function stored(t: string, n = 3) {
  const out: { name: string; ids: string[]; emails: string[] }[] = [];
  for (let i = 0; i < n; i++) {
    const name = `Resume ${t} ${i}`;
    const d = await api("GET", `/companies/duplicates?name=${encodeURIComponent(name)}`, { token: admin });
    const ids = d.body.items.map((x: { id: string }) => x.id);
    const emails: string[] = [];
    for (const id of ids) {
      const c = await api("GET", `/v2/companies/${id}`, { token: admin });
      expect(c.status, `company ${name} (${id}) exists`).toBe(200);
      emails.push(...c.body.contacts.map((x: { email: string }) => x.email));
    }
    out.push({ name, ids, emails });
  }
  return out;
}

const expectWhole = async (t: string) => {
  for (const [i, s] of (await stored(t)).entries()) {
    expect(s.ids, s.name).toHaveLength(1);
    expect(s.emails, s.name).toEqual([`resume-${t}-${i}@example.com`]);
  }
};

describe("a re-import finishes a row its first import left part-way", () => {
  it("between the key claims and the company's key rows", async () => {
    const t = tag();
    const rows = rowsOf(t);
    await importDyingAt(rows, (input) => puts(input, "companyKey"));
    const again = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.imported.map((x: { row: number }) => x.row)).toEqual([2, 3, 4]);
    expect(again.body.duplicates).toEqual([]);
    await expectWhole(t);
  });

  it("between the company's key rows and its record", async () => {
    const t = tag();
    const rows = rowsOf(t);
    await importDyingAt(rows, (input) => puts(input, "company"));
    const again = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(again.body.imported.map((x: { row: number }) => x.row)).toEqual([2, 3, 4]);
    expect(again.body.duplicates).toEqual([]);
    await expectWhole(t);
  });

  it("between the company and its contact (second row): the contact is added, the first row is already imported", async () => {
    const t = tag();
    const rows = rowsOf(t);
    let contacts = 0;
    await importDyingAt(rows, (input) => puts(input, "contact") && ++contacts === 2);
    const again = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(again.body.imported.map((x: { row: number }) => x.row)).toEqual([3, 4]);
    expect(again.body.duplicates.map((x: { row: number; reason: string }) => [x.row, x.reason])).toEqual([[2, "imported"]]);
    await expectWhole(t);
    // and a third import of the file stores nothing more: every row is already imported
    const third = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(third.body.imported).toEqual([]);
    expect(third.body.duplicates.map((x: { reason: string }) => x.reason)).toEqual(["imported", "imported", "imported"]);
    await expectWhole(t);
  });

  it("a retried call whose first answer was lost reports every row as stored, none as failed", async () => {
    const t = tag();
    const rows = rowsOf(t);
    const first = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(first.body.imported).toHaveLength(3);
    const retry = await api("POST", "/companies/import", { token: admin, body: { rows } });
    expect(retry.body.failed).toEqual([]);
    expect(retry.body.duplicates.map((x: { companyId: string; reason: string }) => [x.companyId, x.reason])).toEqual(
      first.body.imported.map((x: { companyId: string }) => [x.companyId, "imported"]),
    );
  });
});

describe("what another writer left", () => {
  it("key rows of a company never written, under a claim past its lease, are removed and the row imported", async () => {
    const t = tag();
    const { db } = await import("../../functions/db/service");
    const { companyKeys } = await import("../../shared/rules/company-keys");
    const name = `Orphan ${t}`;
    const ghost = "00000000-0000-4000-8000-00000000dead";
    const [key] = companyKeys({ name });
    await db().companyKey.put({ kind: key.kind, value: key.value, companyId: ghost, name }).go();
    await db()
      .claim.put({ scope: "companyKey", value: `${key.kind}#${key.value}`, owner: ghost, takenAt: Date.now() - 10 * 60_000 })
      .go();
    const r = await api("POST", "/companies/import", { token: admin, body: { rows: [{ row: 2, data: { company: { name } } }] } });
    expect(r.body.imported).toHaveLength(1);
    const d = await api("GET", `/companies/duplicates?name=${encodeURIComponent(name)}`, { token: admin });
    expect(d.body.items.map((x: { id: string }) => x.id)).toEqual([r.body.imported[0].companyId]);
  });
});
