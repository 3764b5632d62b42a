import { beforeAll, describe, expect, inject, it } from "vitest";
import { db } from "../../functions/db/service";
import type { AuthContext } from "../../functions/lib/auth";
import { randomUUID } from "node:crypto";
import { api, login } from "../fixtures/api";
import { onWrites } from "../fixtures/client-hooks";
import { tag } from "../fixtures/factories";
import { invoke } from "../fixtures/invoke";

/**
 * An import batch (one Idempotency-Key) run again does not bring back a contact staff deleted after it began;
 * a new import may. Two imports of the same rows at once store each company's CompanyCreated once. The imports run in this
 * process, whose document client is hooked to hold each CompanyCreated write until the twin import has
 * reached its own (or 3 s passed): the first writer's event is not stored yet when the twin looks for it.
 */
let staff: AuthContext;
let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  staff = { userId: a.userId, email: "admin@example.com", companyId: null, isSuperAdmin: true } as AuthContext;
});

const rowsOf = (t: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    data: {
      company: { name: `Twin ${t} ${i}`, website: `https://twin-${t}-${i}.example` },
      contacts: [{ firstName: "Tia", email: `twin-${t}-${i}@example.com` }],
    },
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
    const { importRows } = await import("../../functions/domains/companies");
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

describe("a contact staff deleted after its import batch began", () => {
  it("stays deleted when the same batch runs again (reported skipped), and a new import may bring it back", async () => {
    const t = tag();
    const rows = [
      {
        row: 2,
        data: {
          company: { name: `Kept ${t}` },
          contacts: [
            { firstName: "Gone", email: `gone-${t}@example.com` },
            { firstName: "Stays", email: `stays-${t}@example.com` },
          ],
        },
      },
    ];
    const key = randomUUID();
    const call = (k: string) => ({ method: "POST", path: "/companies/import", token: admin, body: { rows }, headers: { "idempotency-key": k } });

    // The first run stores the row, then the database fails before the call completes (releasing the row's
    // claims): a 503, so the key is free and the client sends the batch again later.
    const remove = onWrites((input) => {
      const i = input as { Key?: unknown; UpdateExpression?: string };
      if (i.Key && !i.UpdateExpression && JSON.stringify(i.Key).includes("$claim"))
        throw Object.assign(new Error("injected: database down"), { name: "InternalServerError", $fault: "server" });
    });
    let first;
    try {
      first = await invoke("companies.import", call(key));
    } finally {
      remove();
    }
    expect(first.status).toBe(503);
    const companyId = (await api("GET", `/companies/duplicates?name=${encodeURIComponent(`Kept ${t}`)}`, { token: admin })).body.items[0].id as string;
    const contacts = async () => (await api("GET", `/v2/companies/${companyId}`, { token: admin })).body.contacts.map((c: { email: string }) => c.email).sort();
    expect(await contacts()).toEqual([`gone-${t}@example.com`, `stays-${t}@example.com`]);

    const gone = (await api("GET", `/v2/companies/${companyId}`, { token: admin })).body.contacts.find((c: { email: string }) => c.email.startsWith("gone-"));
    expect((await api("DELETE", `/contacts/${gone.id}`, { token: admin })).status).toBe(200);

    const again = await api("POST", "/companies/import", { token: admin, body: { rows }, headers: { "idempotency-key": key } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(again.body.failed).toEqual([]);
    expect(again.body.skipped).toEqual([{ row: 2, companyId, contact: 0, name: `gone-${t}@example.com`, reason: "deletedSince" }]);
    expect(await contacts()).toEqual([`stays-${t}@example.com`]);

    // A deliberately new import (another key) of the row makes the contact again.
    const fresh = await api("POST", "/companies/import", { token: admin, body: { rows }, headers: { "idempotency-key": randomUUID() } });
    expect(fresh.body.skipped).toEqual([]);
    expect(fresh.body.imported).toEqual([{ row: 2, companyId }]);
    expect(await contacts()).toEqual([`gone-${t}@example.com`, `stays-${t}@example.com`]);
  });
});
