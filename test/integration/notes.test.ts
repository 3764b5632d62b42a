import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Note } from "../../shared/schemas/note";
import { api, login } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { SEEDED_COMPANY } from "../../scripts/seed/demo-companies";

const SELLER_CO = SEEDED_COMPANY.demoRecycling;

let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

const notesOf = async (companyId: string, extra = "") => api("GET", `/notes?topicType=COMPANY&topicId=${companyId}${extra}`, { token: admin });

describe("notes", () => {
  it("ordinary users cannot read or write notes or events, not even of their own company", async () => {
    const own = await newTenant();
    expect((await api("GET", `/notes?topicType=COMPANY&topicId=${own.companyId}`, { token: own.accessToken })).status).toBe(403);
    expect((await api("POST", "/notes", { token: own.accessToken, body: { topicType: "COMPANY", topicId: own.companyId, content: "x" } })).status).toBe(403);
    expect((await api("GET", `/events?type=company&companyId=${own.companyId}`, { token: own.accessToken })).status).toBe(403);
    expect((await api("GET", `/notes?topicType=COMPANY&topicId=${own.companyId}`)).status).toBe(401);
  });

  it("blank content answers 400 naming the field and writes nothing", async () => {
    const { companyId: co } = await newTenant();
    const before = (await notesOf(co)).body.items.length;
    for (const content of ["", "   \n "]) {
      const r = await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: co, content } });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.issues)).toContain("content");
    }
    const badType = await api("POST", "/notes", { token: admin, body: { topicType: "CONTACT", topicId: co, content: "x" } });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body.issues)).toContain("topicType");
    expect((await notesOf(co)).body.items.length).toBe(before);
  });

  it("a note on an unknown company (or a topic with no records yet) answers 404", async () => {
    expect((await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: "c-none", content: "x" } })).status).toBe(404);
    expect((await api("POST", "/notes", { token: admin, body: { topicType: "LEAD", topicId: "l-none", content: "x" } })).status).toBe(404);
  });

  it("a note on an existing lead is written and listed under the lead", async () => {
    const { companyId: co } = await newTenant();
    const lead = await api("PUT", "/leads", { token: admin, body: { type: "buy", description: "Notes test lead", companyId: co } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const r = await api("POST", "/notes", { token: admin, body: { topicType: "LEAD", topicId: lead.body.id, content: "Called the buyer" } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const listed = await api("GET", `/notes?topicType=LEAD&topicId=${lead.body.id}`, { token: admin });
    expect(listed.body.items.map((n: Note) => n.content)).toEqual(["Called the buyer"]);
  });

  it("creates a note with its author's name, lists newest first in pages, and records CompanyNoteCreated", async () => {
    const { companyId: co } = await newTenant();
    const made: Note[] = [];
    for (const content of ["First call", "Second call", "Third call"]) {
      const r = await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: co, content, metadata: { via: "test" } } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      made.push(r.body);
    }
    expect(made[0]).toMatchObject({ topicType: "COMPANY", topicId: co, content: "First call", authorName: "Ada Admin", metadata: { via: "test" } });
    const first = await notesOf(co, "&limit=2");
    expect(first.body.items.map((n: Note) => n.content)).toEqual(["Third call", "Second call"]);
    expect(first.body.cursor).toBeTruthy();
    const next = await notesOf(co, `&limit=2&cursor=${encodeURIComponent(first.body.cursor)}`);
    expect(next.body.items[0].content).toBe("First call");
    const events = await api("GET", `/events?type=company&companyId=${co}&limit=50`, { token: admin });
    const noted = events.body.items
      .filter((e: { type: string }) => e.type === "CompanyNoteCreated")
      .map((e: { data: { note: { id: string } } }) => e.data.note.id);
    for (const n of made) expect(noted).toContain(n.id);
  });

  it("deleteNotesOf removes every note of a topic (the company delete cascade)", async () => {
    const { createCompany } = await import("../../functions/domains/companies");
    const { deleteNotesOf } = await import("../../functions/domains/notes");
    const co = await createCompany({ name: `Notes ${Date.now()}` }, "test");
    for (let i = 0; i < 3; i++) await api("POST", "/notes", { token: admin, body: { topicType: "COMPANY", topicId: co.id, content: `n${i}` } });
    expect((await notesOf(co.id)).body.items.length).toBe(3);
    expect(await deleteNotesOf("COMPANY", co.id)).toBe(3);
    expect((await notesOf(co.id)).body.items).toEqual([]);
  });

  it("the seed gives companies notes and a timeline", async () => {
    const notes = await notesOf(SELLER_CO);
    expect(notes.body.items.length).toBeGreaterThan(0);
    const events = await api("GET", `/events?type=company&companyId=${SEEDED_COMPANY.greenloop}`, { token: admin });
    expect(events.body.items.map((e: { type: string }) => e.type)).toContain("CompanyCreated");
  });
});
