import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Task } from "../../shared/schemas/task";
import { api, login } from "../fixtures/api";
import { issuePaths, newLead, tag } from "../fixtures/factories";

let admin: string;
let adminId: string;
let salesId: string;
let seller: string;
let sellerId: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
  salesId = (await login("sales@example.com")).userId;
  const s = await login("seller@example.com");
  seller = s.accessToken;
  sellerId = s.userId;
});

const save = (body: object, token = admin) => api("POST", "/tasks", { token, body });
const ofLead = async (leadId: string): Promise<Task[]> => {
  const r = await api("GET", `/tasks?topicType=LEAD&topicId=${leadId}&limit=100`, { token: admin });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.items;
};

describe("tasks on a lead", () => {
  it("creates, lists open-first by due date, resolves, re-opens and deletes a task, embedding assignee and topic", async () => {
    const lead = await newLead(admin);
    const later = await save({ topicType: "LEAD", topicId: lead.id, description: "Call back", dueDate: "2031-05-02T09:00:00.000Z", assigneeId: salesId });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body).toMatchObject({
      status: "open",
      assignee: { id: salesId, name: "Sam Sales" },
      topic: { id: lead.id, title: lead.description },
      createdBy: adminId,
    });
    const overdue = await save({ topicType: "LEAD", topicId: lead.id, description: "Send offer", dueDate: "2020-01-01T08:00:00.000Z" });
    expect(overdue.status).toBe(201);
    expect(overdue.body).toMatchObject({ assigneeId: null, assignee: null });
    expect((await ofLead(lead.id)).map((t) => t.id)).toEqual([overdue.body.id, later.body.id]);

    const done = await save({
      id: overdue.body.id,
      topicType: "LEAD",
      topicId: lead.id,
      description: "Send offer",
      dueDate: "2020-01-01T08:00:00.000Z",
      status: "done",
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: overdue.body.id, status: "done" });
    expect((await ofLead(lead.id)).map((t) => [t.id, t.status])).toEqual([
      [later.body.id, "open"],
      [overdue.body.id, "done"],
    ]);
    const openOnly = await api("GET", `/tasks?topicType=LEAD&topicId=${lead.id}&status=open`, { token: admin });
    expect(openOnly.body.items.map((t: Task) => t.id)).toEqual([later.body.id]);

    const reopened = await save({ ...done.body, status: "open" });
    expect(reopened.body.status).toBe("open");

    const del = await api("DELETE", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.id, taskId: later.body.id } });
    expect(del.status).toBe(200);
    expect((await ofLead(lead.id)).map((t) => t.id)).toEqual([overdue.body.id]);
    const again = await api("DELETE", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.id, taskId: later.body.id } });
    expect(again.status).toBe(404);
  });

  it("refuses a stale save or Resolve with 409 and keeps the colleague's change; saves without a version still apply", async () => {
    const lead = await newLead(admin);
    const made = await save({ topicType: "LEAD", topicId: lead.id, description: "Check the sample" });
    expect(made.body.version).toBe(1);
    const base = { id: made.body.id, topicType: "LEAD", topicId: lead.id };
    const colleague = await save({ ...base, description: "Check the sample and call back", version: 1 });
    expect(colleague.status).toBe(200);
    expect(colleague.body.version).toBe(2);
    // the first user's Resolve, made on version 1, is refused
    const stale = await save({ ...base, description: "Check the sample", status: "done", version: 1 });
    expect(stale.status).toBe(409);
    const [stored] = await ofLead(lead.id);
    expect(stored).toMatchObject({ description: "Check the sample and call back", status: "open", version: 2 });
    // Resolve on the current version works
    const resolved = await save({ ...base, description: stored.description, status: "done", version: 2 });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "done", version: 3 });
    // two concurrent saves on one version: one wins, the other answers 409
    const both = await Promise.all([save({ ...base, description: "A", version: 3 }), save({ ...base, description: "B", version: 3 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("lists every task by assignee (?assignee=, 'none' for unassigned) for the board's drawer", async () => {
    const lead = await newLead(admin);
    const mine = await save({ topicType: "LEAD", topicId: lead.id, description: `Mine ${tag()}`, assigneeId: adminId });
    const nobody = await save({ topicType: "LEAD", topicId: lead.id, description: `Nobody ${tag()}` });
    const byMe = await api("GET", `/tasks?assignee=${adminId}&limit=200`, { token: admin });
    expect(byMe.status).toBe(200);
    expect(byMe.body.items.map((t: Task) => t.id)).toContain(mine.body.id);
    expect(byMe.body.items.every((t: Task) => t.assigneeId === adminId)).toBe(true);
    const none = await api("GET", "/tasks?assignee=none&limit=200", { token: admin });
    expect(none.body.items.map((t: Task) => t.id)).toContain(nobody.body.id);
    expect(none.body.items.every((t: Task) => t.assigneeId === null)).toBe(true);
  });

  it("pages through a topic's tasks with the cursor, none twice", async () => {
    const lead = await newLead(admin);
    for (let i = 0; i < 5; i++)
      await save({ topicType: "LEAD", topicId: lead.id, description: `T${i}`, dueDate: `2030-01-0${i + 1}T00:00:00.000Z`, status: i % 2 ? "done" : "open" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; body: { items: Task[]; cursor: string | null } } = await api(
        "GET",
        `/tasks?topicType=LEAD&topicId=${lead.id}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { token: admin },
      );
      seen.push(...r.body.items.map((t) => t.description));
      cursor = r.body.cursor;
    } while (cursor);
    expect(seen).toEqual(["T0", "T2", "T4", "T1", "T3"]);
  });
});

describe("tasks: bad input, unknown ids, access", () => {
  it("answers 400 naming the field and writes nothing", async () => {
    const lead = await newLead(admin);
    for (const [body, path] of [
      [{ description: "" }, "body.description"],
      [{ dueDate: "tomorrow" }, "body.dueDate"],
      [{ status: "later" }, "body.status"],
      [{ topicType: "COMPANY" }, "body.topicType"],
      [{ assigneeId: "no-such-user" }, "body.assigneeId"],
      // a real user who is not staff (a seller) cannot be given a task
      [{ assigneeId: sellerId }, "body.assigneeId"],
    ] as const) {
      const r = await save({ topicType: "LEAD", topicId: lead.id, description: "Probe", ...(body as object) });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(issuePaths(r)).toContain(path);
    }
    expect(await ofLead(lead.id)).toEqual([]);
    expect(issuePaths(await api("DELETE", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.id, taskId: "x" } }))).toEqual(["body.taskId"]);
  });

  it("answers 404 for an unknown lead, and for an id that is not a task of that lead", async () => {
    expect((await save({ topicType: "LEAD", topicId: randomUUID(), description: "Orphan" })).status).toBe(404);
    const a = await newLead(admin);
    const b = await newLead(admin);
    const t = await save({ topicType: "LEAD", topicId: a.id, description: "On A" });
    expect((await save({ id: t.body.id, topicType: "LEAD", topicId: b.id, description: "Moved" })).status).toBe(404);
    expect((await save({ id: randomUUID(), topicType: "LEAD", topicId: a.id, description: "Unknown" })).status).toBe(404);
    expect((await api("DELETE", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: b.id, taskId: t.body.id } })).status).toBe(404);
    expect((await ofLead(a.id)).map((x) => x.description)).toEqual(["On A"]);
  });

  it("refuses an ordinary user on every route with 403", async () => {
    const lead = await newLead(admin);
    const t = await save({ topicType: "LEAD", topicId: lead.id, description: "Staff only" });
    expect((await api("GET", `/tasks?topicType=LEAD&topicId=${lead.id}`, { token: seller })).status).toBe(403);
    expect((await api("GET", "/tasks", { token: seller })).status).toBe(403);
    expect((await save({ topicType: "LEAD", topicId: lead.id, description: "Sneaky" }, seller)).status).toBe(403);
    expect((await api("DELETE", "/tasks", { token: seller, body: { topicType: "LEAD", topicId: lead.id, taskId: t.body.id } })).status).toBe(403);
    expect((await ofLead(lead.id)).map((x) => x.description)).toEqual(["Staff only"]);
  });
});
