import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Deal, DealReminderAnswer } from "../../shared/schemas/deal";
import { addDays } from "../../shared/rules/deal-reminders";
import { api, baseUrl, login } from "../fixtures/api";
import { issuePaths, newTenant, tag, type Tenant } from "../fixtures/factories";

/** Deals through the real handlers; the parties are companies of this file's own (tenants). */

const UNKNOWN = "d0000000-0000-4000-8000-00000000dead";
const today = () => new Date().toISOString().slice(0, 10);

let admin: string;
let buyer: Tenant;
let seller: Tenant;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
  [buyer, seller] = await Promise.all([newTenant(), newTenant()]);
});

const materials = [
  { description: "rPET flakes, clear", quantity: 20, price: 800 },
  { description: "HDPE regrind, natural", quantity: 10, price: 650.5 },
];

async function createDeal(body: object = {}): Promise<Deal> {
  const r = await api("PUT", "/deals", {
    token: admin,
    body: { buyerId: buyer.companyId, sellerId: seller.companyId, contractData: { materials, currency: "EUR" }, ...body },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

async function pdfOf(url: string) {
  const res = await fetch(`${baseUrl()}${url}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

async function textOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("deals: CRUD", () => {
  it("creates a deal with a server-assigned transaction number, embeds the parties and lists it first", async () => {
    const d = await createDeal({ eta: addDays(today(), 30), carrier: "Maersk" });
    expect(d.transactionNumber).toMatch(/^TRX-\d{4}-\d{4,}$/);
    expect(d).toMatchObject({
      buyer: { id: buyer.companyId, name: buyer.companyName },
      seller: { id: seller.companyId, name: seller.companyName },
      carrier: "Maersk",
      version: 1,
      leadId: null,
      billOfLanding: null,
    });
    const second = await createDeal();
    expect(second.transactionNumber).not.toBe(d.transactionNumber);
    const list = await api("GET", "/deals?limit=5", { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.items[0].id).toBe(second.id);
    expect(list.body.items.map((x: Deal) => x.id)).toContain(d.id);
    const got = await api("GET", `/deals/${d.id}`, { token: admin });
    expect(got.body).toMatchObject({ id: d.id, contractData: { materials, currency: "EUR" } });
  });

  it("pages the list with a cursor, newest first", async () => {
    for (let i = 0; i < 3; i++) await createDeal();
    const p1 = await api("GET", "/deals?limit=2", { token: admin });
    expect(p1.body.items).toHaveLength(2);
    expect(p1.body.cursor).toEqual(expect.any(String));
    const p2 = await api("GET", `/deals?limit=2&cursor=${encodeURIComponent(p1.body.cursor)}`, { token: admin });
    expect(p2.body.items[0].createdDate <= p1.body.items[1].createdDate).toBe(true);
    expect(p2.body.items.map((x: Deal) => x.id)).not.toContain(p1.body.items[0].id);
  });

  it("25 deals created at once each get their own transaction number, none refused", async () => {
    const made = await Promise.all(
      Array.from({ length: 25 }, () => api("PUT", "/deals", { token: admin, body: { buyerId: buyer.companyId, sellerId: seller.companyId } })),
    );
    expect(made.map((r) => r.status)).toEqual(Array(25).fill(201));
    expect(new Set(made.map((r) => r.body.transactionNumber)).size).toBe(25);
  });

  it("a typed transaction number is kept and cannot be taken twice", async () => {
    const n = `TRX-T-${tag()}`;
    const d = await createDeal({ transactionNumber: n });
    expect(d.transactionNumber).toBe(n);
    const again = await api("PUT", "/deals", { token: admin, body: { transactionNumber: n } });
    expect(again.status).toBe(409);
    expect(issuePaths(again)).toEqual(["body.transactionNumber"]);
  });

  it("updates with the version read; a stale version answers 409 and changes nothing", async () => {
    const d = await createDeal();
    const r = await api("POST", `/deals/${d.id}`, { token: admin, body: { version: 1, carrier: "MSC", eta: "2030-01-02" } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ carrier: "MSC", eta: "2030-01-02", version: 2 });
    const stale = await api("POST", `/deals/${d.id}`, { token: admin, body: { version: 1, carrier: "CMA CGM" } });
    expect(stale.status).toBe(409);
    expect((await api("GET", `/deals/${d.id}`, { token: admin })).body.carrier).toBe("MSC");
    const cleared = await api("POST", `/deals/${d.id}`, { token: admin, body: { version: 2, carrier: null } });
    expect(cleared.body.carrier).toBeNull();
  });

  it("saves the deal form's whole body: blank texts and no parties clear the fields", async () => {
    const r = await api("PUT", "/deals", { token: admin, body: {} });
    expect(r.status).toBe(201);
    const body = {
      transactionNumber: r.body.transactionNumber,
      buyerId: null,
      sellerId: null,
      eta: null,
      carrier: "",
      billOfLanding: "",
      contractData: { materials: [{ description: "rPET", quantity: 12.5, price: 800 }], currency: "EUR", incoterm: "", paymentTerms: "", deliveryAddress: "" },
      version: 1,
    };
    const u = await api("POST", `/deals/${r.body.id}`, { token: admin, body });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    expect(u.body).toMatchObject({ version: 2, carrier: null, contractData: { incoterm: null, materials: [{ quantity: 12.5 }] } });
  });

  it("bad input answers 400 naming the field and stores nothing", async () => {
    const d = await createDeal();
    for (const [body, path] of [
      [{ contractData: { materials: [{ description: "x", quantity: 0, price: 10 }] } }, "body.contractData.materials.0.quantity"],
      [{ contractData: { materials: [materials[0], { description: "x", quantity: 1, price: -1 }] } }, "body.contractData.materials.1.price"],
      [{ contractData: { materials: [{ description: "", quantity: 1, price: 1 }] } }, "body.contractData.materials.0.description"],
      [{ buyerId: UNKNOWN }, "body.buyerId"],
      [{ sellerId: UNKNOWN }, "body.sellerId"],
      [{ eta: "2026-13-40" }, "body.eta"],
    ] as const) {
      const r = await api("POST", `/deals/${d.id}`, { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r)).toContain(path);
      const c = await api("PUT", "/deals", { token: admin, body });
      expect(c.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api("GET", `/deals/${d.id}`, { token: admin })).body.version).toBe(1);
  });

  it("unknown ids answer 404; a lead that does not exist answers 400", async () => {
    expect((await api("GET", `/deals/${UNKNOWN}`, { token: admin })).status).toBe(404);
    expect((await api("POST", `/deals/${UNKNOWN}`, { token: admin, body: { carrier: "x" } })).status).toBe(404);
    expect((await api("POST", `/deals/${UNKNOWN}/contract-link`, { token: admin })).status).toBe(404);
    const r = await api("PUT", "/deals", { token: admin, body: { leadId: UNKNOWN } });
    expect(r.status).toBe(400);
    expect(issuePaths(r)).toEqual(["body.leadId"]);
  });

  it("a won lead becomes a deal with its company as buyer (buy) or seller (sell); an open lead answers 409", async () => {
    const { companyId } = await newTenant();
    const lead = async (type: "buy" | "sell", status: string) => {
      const r = await api("PUT", "/leads", { token: admin, body: { type, description: `Deal lead ${tag()}`, companyId, status } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.id as string;
    };
    const buy = await api("PUT", "/deals", { token: admin, body: { leadId: await lead("buy", "won") } });
    expect(buy.status, JSON.stringify(buy.body)).toBe(201);
    expect(buy.body).toMatchObject({ buyerId: companyId, sellerId: null, buyer: { id: companyId } });
    const sell = await api("PUT", "/deals", { token: admin, body: { leadId: await lead("sell", "won") } });
    expect(sell.body).toMatchObject({ sellerId: companyId, buyerId: null });
    const open = await api("PUT", "/deals", { token: admin, body: { leadId: await lead("buy", "negotiation") } });
    expect(open.status).toBe(409);
    expect(issuePaths(open)).toEqual(["body.leadId"]);
  });

  it("an ordinary user gets 403 on every route, even a party to the deal", async () => {
    const d = await createDeal();
    for (const party of [buyer, seller]) {
      for (const [method, path, body] of [
        ["GET", "/deals", undefined],
        ["PUT", "/deals", {}],
        ["GET", `/deals/${d.id}`, undefined],
        ["POST", `/deals/${d.id}`, { carrier: "x" }],
        ["POST", `/deals/${d.id}/contract-link`, undefined],
        ["POST", "/contract/sample-link", undefined],
        ["GET", "/deal-reminders", undefined],
      ] as const) {
        expect((await api(method, path, { token: party.accessToken, body })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await api("GET", "/deals")).status).toBe(401);
    expect((await api("GET", `/deals/${d.id}`, { token: admin })).body).toMatchObject({ version: 1, carrier: null });
  });
});

describe("deals: contract PDF", () => {
  it("a signed link answers the PDF with a dated file name, and the text holds the new total after an update", async () => {
    const d = await createDeal({ eta: "2030-05-06", carrier: "Hapag-Lloyd", billOfLanding: "HLCU998877" });
    const link = await api("POST", `/deals/${d.id}/contract-link`, { token: admin });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/deals/${d.id}/contract\\?token=`));
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const { res, bytes } = await pdfOf(link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/filename="contract-TRX-[\w-]+-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = await textOf(bytes);
    for (const s of [
      "SALES CONTRACT",
      d.transactionNumber,
      buyer.companyName,
      seller.companyName,
      "rPET flakes, clear",
      "22,505.00 EUR",
      "06/05/2030",
      "Hapag-Lloyd",
      "HLCU998877",
    ])
      expect(text, s).toContain(s);

    const upd = await api("POST", `/deals/${d.id}`, {
      token: admin,
      body: { version: 1, contractData: { materials: [{ ...materials[0], quantity: 25 }, materials[1]], currency: "USD" } },
    });
    expect(upd.status).toBe(200);
    const again = await api("POST", `/deals/${d.id}/contract-link`, { token: admin });
    const text2 = await textOf((await pdfOf(again.body.url)).bytes);
    expect(text2).toContain("26,505.00 USD");
  });

  it("long goods tables continue on a second page", async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      description: `Material line ${i + 1} with a rather long description that has to wrap inside its column`,
      quantity: 1 + i,
      price: 100,
    }));
    const d = await createDeal({ contractData: { materials: many } });
    const link = await api("POST", `/deals/${d.id}/contract-link`, { token: admin });
    const { bytes } = await pdfOf(link.body.url);
    const text = await textOf(bytes.slice());
    expect(text).toContain("Material line 40");
    expect(text).toContain("page 2 of");
  });

  it("forged, expired, malformed and other-deal tokens are refused, never the PDF", async () => {
    const a = await createDeal();
    const b = await createDeal();
    const link = await api("POST", `/deals/${a.id}/contract-link`, { token: admin });
    const token = new URL(link.body.url, "http://x").searchParams.get("token")!;
    const [exp, mac] = token.split(".");
    const refused = async (path: string) => {
      const { res, bytes } = await pdfOf(path);
      expect([403, 404], path).toContain(res.status);
      expect(new TextDecoder().decode(bytes.slice(0, 4))).not.toBe("%PDF");
    };
    await refused(`/api/deals/${b.id}/contract?token=${encodeURIComponent(token)}`);
    await refused(`/api/deals/${a.id}/contract?token=${Number(exp) + 3600}.${mac}`);
    await refused(`/api/deals/${a.id}/contract?token=${exp}.${mac.slice(0, -2)}AA`);
    await refused(`/api/deals/${a.id}/contract?token=${Math.floor(Date.now() / 1000) - 10}.${mac}`);
    await refused(`/api/deals/${a.id}/contract?token=nonsense`);
    await refused(`/api/deals/sample/contract?token=${encodeURIComponent(token)}`);
    expect((await pdfOf(`/api/deals/${a.id}/contract`)).res.status).toBe(400);
  });

  it("the sample contract link answers the built-in sample", async () => {
    const link = await api("POST", "/contract/sample-link", { token: admin });
    expect(link.status).toBe(200);
    const { res, bytes } = await pdfOf(link.body.url);
    expect(res.status).toBe(200);
    expect(await textOf(bytes)).toContain("TRX-SAMPLE-0001");
  });
});

describe("deals: reminders", () => {
  it("lists the reminders not yet past by due date, with the due-now count", async () => {
    const t = today();
    const arriving = await createDeal({ eta: t });
    const inAWeek = await createDeal({ eta: addDays(t, 7) });
    const farOff = await createDeal({ eta: addDays(t, 60) });
    const long = await createDeal({ eta: addDays(t, -30) });
    const none = await createDeal();
    const r = await api("GET", "/deal-reminders?limit=200", { token: admin });
    expect(r.status).toBe(200);
    const items: DealReminderAnswer[] = r.body.items;
    const dueDates = items.map((i) => i.dueDate);
    expect([...dueDates].sort()).toEqual(dueDates);
    expect(r.body.dueNow).toBe(items.filter((i) => i.dueNow).length);
    const of = (id: string) => items.filter((i) => i.dealId === id).map((i) => [i.offset, i.dueNow]);
    expect(of(arriving.id)).toEqual([
      [0, true],
      [7, false],
    ]);
    expect(of(inAWeek.id)).toEqual([
      [-7, true],
      [-1, false],
      [0, false],
      [7, false],
    ]);
    // Every reminder not yet past is listed, however far out the arrival.
    expect(of(farOff.id)).toEqual([
      [-21, false],
      [-14, false],
      [-7, false],
      [-1, false],
      [0, false],
      [7, false],
    ]);
    expect(of(long.id)).toEqual([]);
    expect(of(none.id)).toEqual([]);
    expect(items.find((i) => i.dealId === arriving.id)).toMatchObject({ transactionNumber: arriving.transactionNumber, dueDate: t });
  });

  it("lists a far deal's first reminder before a nearer deal's later ones, and a limit answers the first of them", async () => {
    const t = today();
    // Like the seeded demo: arrivals 21 and 40 days out; the far one's first reminder (day 19) comes before the near one's last (day 28).
    const near = await createDeal({ eta: addDays(t, 21) });
    const far = await createDeal({ eta: addDays(t, 40) });
    const all: DealReminderAnswer[] = (await api("GET", "/deal-reminders?limit=200", { token: admin })).body.items;
    const at = (id: string, offset: number) => all.findIndex((i) => i.dealId === id && i.offset === offset);
    expect(at(far.id, -21)).toBeGreaterThanOrEqual(0);
    expect(all[at(far.id, -21)]).toMatchObject({ dueDate: addDays(t, 19), dueNow: false, transactionNumber: far.transactionNumber });
    expect(at(far.id, -21)).toBeLessThan(at(near.id, 7));
    expect(all.map((i) => i.dueDate)).toEqual(all.map((i) => i.dueDate).sort());
    // A small limit answers the head of the same list (the first reminders by due date), not the nearest deals' reminders.
    const head = await api("GET", "/deal-reminders?limit=5", { token: admin });
    expect(head.body.items).toEqual(all.slice(0, 5));
    expect(head.body.dueNow).toBe(all.filter((i) => i.dueNow).length);
  });
});

describe("deals: the demo's spreadsheet link", () => {
  it("the local seed points deals-spreadsheet-url at a spreadsheet of the demo deals the browser can open", async () => {
    const r = await api("GET", "/config?configName=deals-spreadsheet-url", { token: admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url: string = r.body.value;
    expect(url).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/.+\/demo\/deals-spreadsheet\.csv$/);
    const sheet = await fetch(url);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toContain("text/csv");
    const text = await sheet.text();
    expect(text.split(/\r?\n/)[0]).toBe("transactionNumber,seller,buyer,eta,carrier,billOfLanding,incoterm,currency,total");
    expect(text).toContain("TRX-DEMO-0006");
    expect(text).toContain(addDays(today(), 40));
  });
});
