import { beforeAll, describe, expect, inject, it } from "vitest";
import * as Leads from "../../functions/domains/leads";
import * as Materials from "../../functions/domains/materials";
import { api, login } from "../fixtures/api";
import { names, onWrites } from "../fixtures/client-hooks";
import { newLead, newTenant } from "../fixtures/factories";

/**
 * Counters follow each record once: of several deletes of one record at once, only the one that removed it
 * takes it off the analytics counters (a counter write is seen here as a write naming the counter entity).
 */
let admin: string;
let adminId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
});

/** Make every write naming `entity` fail while `fn` runs (a counter partition throttled, a network cut). */
async function failingWrites<T>(entity: string, fn: () => Promise<T>): Promise<T> {
  const remove = onWrites((input) => {
    if (names(input, entity)) throw new Error("injected: counter write failed");
  });
  try {
    return await fn();
  } finally {
    remove();
  }
}

/** Counter writes the document client sends while `fn` runs. */
async function counterWrites(entity: string, fn: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const remove = onWrites((input) => {
    if (names(input, entity)) writes++;
  });
  try {
    await fn();
  } finally {
    remove();
  }
  return writes;
}

describe("four deletes of one record at once take it off the counters once", () => {
  it("a material", async () => {
    const seller = await newTenant();
    const made = await api("PUT", "/materials", { token: seller.accessToken, body: { name: "Counted once PP", type: "pp", countryOfOrigin: "DE" } });
    expect(made.status).toBe(201);
    const item = (await Materials.getMaterialItem(made.body.id))!;
    const one = await counterWrites("analyticsCounter", () => Materials.purge(item.id, item.companyId as string, item));
    expect(one).toBeGreaterThan(0);
    const again = await api("PUT", "/materials", { token: seller.accessToken, body: { name: "Counted once PP 2", type: "pp", countryOfOrigin: "DE" } });
    const second = (await Materials.getMaterialItem(again.body.id))!;
    const four = await counterWrites("analyticsCounter", () =>
      Promise.all([0, 1, 2, 3].map(() => Materials.purge(second.id, second.companyId as string, second))),
    );
    expect(four).toBe(one);
  });

  it("a lead", async () => {
    const lead = await newLead(admin);
    const stored = (await Leads.findLead(lead.id))!;
    const one = await counterWrites("analyticsCounter", () => Leads.purge(stored, adminId));
    expect(one).toBeGreaterThan(0);
    const other = (await Leads.findLead((await newLead(admin)).id))!;
    const four = await counterWrites("analyticsCounter", () => Promise.all([0, 1, 2, 3].map(() => Leads.purge(other, adminId))));
    expect(four).toBe(one);
  });
});

describe("a counter write that fails never fails the stored write", () => {
  it("a lead is created once and answered as created", async () => {
    const { BUYER_CO } = await import("../fixtures/factories");
    const auth = { userId: adminId, email: "admin@example.com", companyId: null, isSuperAdmin: true };
    const description = `Counter cut ${Date.now()}`;
    const { LeadInput } = await import("../../shared/schemas/lead");
    const z = await import("../../shared/schemas/zod");
    const body = z.parse(LeadInput, { type: "buy", description, companyId: BUYER_CO });
    const created = await failingWrites("analyticsCounter", () => Leads.create(body, auth));
    expect(created).toMatchObject({ description });
    expect(await Leads.findLead((created as { id: string }).id)).not.toBeNull();
  });
});
