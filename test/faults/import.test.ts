import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, login } from "../fixtures/api";
import { startCrashStack, type CrashStack } from "../fixtures/crash-stack";
import { tag } from "../fixtures/factories";

/**
 * A large company import killed with SIGKILL part-way (once between a row's company and its contact, once
 * between a company's key rows and its record) and imported again from the same file after each restart:
 * every row ends up stored exactly once with its contact, and the last import reports every row as imported
 * or already imported, none as failed.
 */
const ROWS = 100;
const BATCH = 25;

describe("a company import killed part-way", () => {
  let stack: CrashStack;
  beforeAll(async () => {
    stack = await startCrashStack({ crashAt: `companyImport.afterCompany#${Math.round(ROWS * 0.4)}` });
  });
  afterAll(() => stack?.stop());

  const t = tag();
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    row: i + 2,
    data: { company: { name: `Bulk ${t} ${i}`, address: { countryCode: "de" } }, contacts: [{ firstName: "Bo", email: `bulk-${t}-${i}@example.com` }] },
  }));

  /** Send the file in batches as the dialog does; stops at the first call without an answer (the stack died). */
  async function importFile() {
    const { accessToken } = await login("admin@example.com");
    const sum = { imported: 0, duplicates: 0, failed: 0, reasons: new Map<string, number>(), answered: 0 };
    for (let i = 0; i < rows.length; i += BATCH) {
      const r = await api("POST", "/companies/import", { token: accessToken, body: { rows: rows.slice(i, i + BATCH) } }).catch(() => null);
      if (!r) return { ...sum, died: true };
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      sum.answered += BATCH;
      sum.imported += r.body.imported.length;
      sum.duplicates += r.body.duplicates.length;
      sum.failed += r.body.failed.length;
      for (const d of r.body.duplicates) sum.reasons.set(d.reason, (sum.reasons.get(d.reason) ?? 0) + 1);
    }
    return { ...sum, died: false };
  }

  /** Per row: how many companies hold its name, whether each exists, and how many contacts hold its address (in-process reads). */
  async function census() {
    Object.assign(process.env, stack.env);
    const { companiesWithKeys } = await import("../../functions/domains/companies");
    const { getCompany } = await import("../../functions/domains/companies");
    const { findContactsByEmail } = await import("../../functions/domains/contacts");
    const { companyKeys } = await import("../../shared/rules/company-keys");
    const out = { once: 0, lost: 0, doubled: 0, withoutContact: 0, ghostKeys: 0 };
    for (let i = 0; i < ROWS; i++) {
      const holders = await companiesWithKeys(companyKeys({ name: `Bulk ${t} ${i}` }));
      const companies = (await Promise.all(holders.map((h) => getCompany(h.id)))).filter(Boolean);
      out.ghostKeys += holders.length - companies.length;
      if (!companies.length) out.lost++;
      else if (companies.length > 1) out.doubled++;
      else out.once++;
      const contacts = await findContactsByEmail(`bulk-${t}-${i}@example.com`);
      if (companies.length && !contacts.some((c) => c.companyId === companies[0]!.id)) out.withoutContact++;
      if (contacts.length > 1) out.doubled++;
    }
    return out;
  }

  it(`every one of ${ROWS} rows is stored once with its contact after two kills and re-imports of the same file`, async () => {
    const first = await importFile();
    expect(first.died).toBe(true);
    await stack.crashed();
    // The emulators die with the stack: what the kill left is read after the restart, before the re-import.
    await stack.restart({ crashAt: `companies.afterKeys#${Math.round(ROWS * 0.3)}` });
    const afterFirst = await census();
    console.log("after the first kill", afterFirst);
    expect(afterFirst.withoutContact).toBe(1);
    const second = await importFile();
    expect(second.died).toBe(true);
    await stack.crashed();

    await stack.restart();
    const afterSecond = await census();
    console.log("after the second kill", afterSecond);
    expect(afterSecond.ghostKeys).toBe(1);
    const third = await importFile();
    console.log("the last import", { ...third, reasons: Object.fromEntries(third.reasons) });
    expect(third.died).toBe(false);
    expect(third.failed).toBe(0);
    expect(third.imported + third.duplicates).toBe(ROWS);
    expect([...third.reasons.keys()]).toEqual(["imported"]);
    const end = await census();
    console.log("at the end", end);
    expect(end).toEqual({ once: ROWS, lost: 0, doubled: 0, withoutContact: 0, ghostKeys: 0 });
  });

  it("a lead killed between its record and its counters is counted after the reconciliation, which then equals a recount", async () => {
    await stack.restart({ crashAt: "leads.afterCreate" });
    const { accessToken } = await login("admin@example.com");
    const { BUYER_CO } = await import("../fixtures/factories");
    const lost = await api("PUT", "/leads", { token: accessToken, body: { type: "buy", description: `Uncounted ${t}`, companyId: BUYER_CO } }).catch(
      (e: Error) => e,
    );
    expect(lost).toBeInstanceOf(Error);
    await stack.crashed();
    await stack.restart();
    Object.assign(process.env, stack.env);
    const { reconcileCounters, recountCounters } = await import("../../functions/domains/insights");
    const { readCounter } = await import("../../functions/db/queries/analytics-counters");
    const off = async () => {
      const out: string[] = [];
      for (const [counter, counted] of await recountCounters()) {
        const stored = await readCounter(counter);
        for (const b of new Set([...counted.keys(), ...stored.keys()])) if ((counted.get(b) ?? 0) !== (stored.get(b) ?? 0)) out.push(`${counter}/${b}`);
      }
      return out.sort();
    };
    // (A start that already runs the reconciliation in its recovery sweep leaves nothing off here.)
    const before = await off();
    console.log("counters off after the kill and restart", before);
    const r = await reconcileCounters({ settleMs: 0 });
    expect(r.repaired).toBe(before.length);
    expect(await off()).toEqual([]);
  });
});
