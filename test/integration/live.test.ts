import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { api, login } from "../fixtures/api";
import { newTenant, tag, type Tenant } from "../fixtures/factories";
import { connectLive, liveTicket, liveUrl, openSocket, type LiveClient } from "../fixtures/live";
import { LIVE_PATH } from "../../shared/schemas/live";

/**
 * The live channel through the local stack's socket server (the same $connect/$disconnect code as the Lambdas)
 * with Node `ws` clients. "Nothing arrived" is checked by order, not by waiting: events reach one socket in the
 * order they were posted, so when a later event the socket must get has arrived, an earlier one it should not
 * get would be in front of it.
 */

let admin: string;
const sockets: LiveClient[] = [];
const open = async (token: string) => {
  const s = await connectLive(token);
  sockets.push(s);
  return s;
};

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});
afterAll(() => sockets.forEach((s) => s.close()));

async function newRequest(t: Tenant): Promise<string> {
  const r = await api("POST", "/material-requests", { token: t.accessToken, body: { description: `Live rPP ${tag()}`, materialType: "pp", amount: 3 } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id as string;
}
const touchRequest = async (id: string) => {
  const r = await api("POST", `/material-requests/${id}`, { token: admin, body: { description: `Live rPP ${tag()}` } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe("live: who hears what", () => {
  it("a staff move reaches another staff socket; the lead's company and another company hear only their own requests", async () => {
    const [own, other] = await Promise.all([newTenant(), newTenant()]);
    const staffB = (await login("admin@example.com")).accessToken;
    const [mover, watcher, ownUser, otherUser] = await Promise.all([open(admin), open(staffB), open(own.accessToken), open(other.accessToken)]);
    const lead = await api("PUT", "/leads", { token: admin, body: { type: "buy", description: `Live lead ${tag()}`, companyId: own.companyId } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const moved = await api("POST", `/leads/${lead.body.id}/move`, { token: admin, body: { column: "inProgress", afterId: null } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const isLead = (e: { type: string; id: string }) => e.type === "lead.changed" && e.id === lead.body.id;
    await watcher.next(isLead);
    await mover.next(isLead);
    // the watcher got the create and the move: one event per write, nothing more on the socket
    expect(watcher.events.filter(isLead)).toHaveLength(2);
    expect(watcher.events.every((e) => Object.keys(e).every((k) => ["type", "id", "companyId"].includes(k)))).toBe(true);

    // each ordinary user's own request, changed by staff, is the marker that everything before it has arrived
    const [ownRequest, otherRequest] = await Promise.all([newRequest(own), newRequest(other)]);
    await touchRequest(ownRequest);
    await touchRequest(otherRequest);
    await ownUser.next((e) => e.type === "request.changed" && e.id === ownRequest);
    await otherUser.next((e) => e.type === "request.changed" && e.id === otherRequest);
    await watcher.next((e) => e.type === "request.changed" && e.id === otherRequest);
    // a lead is staff only, even for the company it is about; another company's request is not theirs (each
    // request may be heard twice: its matching run's status and the staff edit)
    expect([...new Set(ownUser.events.map((e) => e.id))]).toEqual([ownRequest]);
    expect([...new Set(otherUser.events.map((e) => e.id))]).toEqual([otherRequest]);
  });

  it("notes and tasks on a lead reach staff sockets as events naming the lead", async () => {
    const t = await newTenant();
    const watcher = await open(admin);
    const lead = await api("PUT", "/leads", { token: admin, body: { type: "sell", description: `Live lead ${tag()}`, companyId: t.companyId } });
    expect(lead.status).toBe(201);
    const note = await api("POST", "/notes", { token: admin, body: { topicType: "LEAD", topicId: lead.body.id, content: "Called them" } });
    expect(note.status, JSON.stringify(note.body)).toBeLessThan(300);
    const task = await api("POST", "/tasks", { token: admin, body: { topicType: "LEAD", topicId: lead.body.id, description: "Send sample", status: "open" } });
    expect(task.status, JSON.stringify(task.body)).toBeLessThan(300);
    await watcher.next((e) => e.type === "lead.notes" && e.id === lead.body.id);
    await watcher.next((e) => e.type === "lead.tasks" && e.id === lead.body.id);
  });

  it("a matching run that moves a new request's status is heard by staff and the request's company", async () => {
    const t = await newTenant();
    const [staff, owner] = await Promise.all([open(admin), open(t.accessToken)]);
    const id = await newRequest(t);
    // the run (in the background) sets matching_completed or no_matches: the status the board shows moved
    const moved = (e: { type: string; id: string }) => e.type === "request.changed" && e.id === id;
    await staff.next(moved, 60_000);
    await owner.next(moved, 60_000);
    const stored = await api("GET", `/material-requests/${id}`, { token: admin });
    expect(["matching_completed", "no_matches"]).toContain(stored.body.status);
  });
});

describe("live: tickets", () => {
  it("refuses a socket without a ticket, with a forged, a tampered or an expired one", async () => {
    const base = liveUrl("x").replace(/\?.*$/, "");
    await expect(openSocket(base)).rejects.toThrow("refused: 401");
    await expect(openSocket(liveUrl("e30.AAAA"))).rejects.toThrow("refused: 401");
    const ticket = await liveTicket(admin);
    const [body, sig] = ticket.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { u: string; c: string | null; s: boolean; e: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, c: "someone-else" }), "utf8").toString("base64url");
    await expect(openSocket(liveUrl(`${forged}.${sig}`))).rejects.toThrow("refused: 401");
    const expired = Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1 }), "utf8").toString("base64url");
    await expect(openSocket(liveUrl(`${expired}.${sig}`))).rejects.toThrow("refused: 401");
    // the genuine one opens
    const s = await openSocket(liveUrl(ticket));
    sockets.push(s);
  });

  it("a ticket needs a signed-in caller", async () => {
    expect((await api("POST", "/platform/realtime-ticket")).status).toBe(401);
  });

  it("after the server drops every socket a new ticket reconnects and hears the next event", async () => {
    const s = await open(admin);
    const r = await fetch(`${inject("baseUrl")}${LIVE_PATH}/drop`, { method: "POST" });
    expect(r.status).toBe(200);
    expect(await s.closed).toBe(1012);
    const again = await open(admin);
    const t = await newTenant();
    const lead = await api("PUT", "/leads", { token: admin, body: { type: "buy", description: `Live lead ${tag()}`, companyId: t.companyId } });
    await again.next((e) => e.type === "lead.changed" && e.id === lead.body.id);
  });
});
