import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { EmailMessage } from "../../shared/schemas/email-message";
import { createCompany } from "../../functions/domains/companies";
import { findMessage } from "../../functions/domains/emailMessages";
import { api, baseUrl, login } from "../fixtures/api";
import { sentMail } from "../fixtures/ses";

/** Company e-mail over SES and the opened pixel (ADR 0151). */

let admin: string;
let adminId: string;
let seller: string;

const paths = (r: { body: unknown }) => ((r.body as { issues?: { path: string }[] }).issues ?? []).map((i) => i.path);

beforeAll(async () => {
  const env = inject("stackEnv");
  Object.assign(process.env, env);
  const a = await login("admin@example.com");
  admin = a.accessToken;
  adminId = a.userId;
  seller = (await login("seller@example.com")).accessToken;
});

const newCompany = async () => (await createCompany({ name: `Mail Test ${randomUUID().slice(0, 8)}` }, "test")).id;
const message = (over: Record<string, unknown> = {}) => ({
  message: {
    to: [{ name: "Anna Berg", email: `anna.${randomUUID().slice(0, 6)}@mail.example` }],
    subject: `Offer ${randomUUID()}`,
    body: "<p>Hello <strong>Anna</strong></p>",
    ...over,
  },
});
const send = (companyId: string, body: unknown, token = admin) => api<EmailMessage>("POST", `/companies/${companyId}/email-messages`, { token, body });
const list = (companyId: string, token = admin) =>
  api<{ items: EmailMessage[]; cursor: string | null }>("GET", `/companies/${companyId}/email-messages`, { token });
const pixel = (id: string) => fetch(`${baseUrl()}/api/emails/${id}/opened`);

describe("company e-mail", () => {
  it("sends through SES from the app's identity with the pixel, stores the message without it, lists newest first", async () => {
    const companyId = await newCompany();
    expect((await list(companyId)).body).toEqual({ items: [], cursor: null });
    const first = message();
    const r1 = await send(companyId, first);
    expect(r1.status, JSON.stringify(r1.body)).toBe(201);
    expect(r1.body).toMatchObject({
      companyId,
      to: [{ name: "Anna Berg", email: first.message.to[0].email }],
      subject: first.message.subject,
      body: "<p>Hello <strong>Anna</strong></p>",
      openedDate: null,
      createdBy: adminId,
    });
    expect(r1.body.from).toMatch(/@/);
    expect(Date.parse(r1.body.sentDate!)).toBeGreaterThan(Date.now() - 60_000);

    const mail = (await sentMail()).find((m) => m.subject === first.message.subject);
    expect(mail?.destination.to).toEqual([first.message.to[0].email]);
    expect(mail?.body?.html).toContain("<p>Hello <strong>Anna</strong></p>");
    expect(mail?.body?.html).toMatch(new RegExp(`<img src="https?://[^"]+/api/emails/${r1.body.id}/opened" width="1" height="1"`));

    const r2 = await send(companyId, message({ to: [{ name: null, email: "one@mail.example" }, { email: "two@mail.example" }] }));
    expect(r2.status).toBe(201);
    expect(r2.body.to).toEqual([
      { name: null, email: "one@mail.example" },
      { name: null, email: "two@mail.example" },
    ]);
    const page = (await list(companyId)).body;
    expect(page.items.map((m) => m.id)).toEqual([r2.body.id, r1.body.id]);
    expect(page.items[1].body).not.toContain("<img");
  });

  it("the pixel sets openedDate once, answers the same GIF for unknown ids, and needs no session", async () => {
    const companyId = await newCompany();
    const sent = (await send(companyId, message())).body;
    const first = await pixel(sent.id);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/gif");
    expect(first.headers.get("cache-control")).toMatch(/no-store/);
    const gif = Buffer.from(await first.arrayBuffer());
    expect(gif.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    const opened = (await list(companyId)).body.items[0].openedDate;
    expect(opened).not.toBeNull();

    await new Promise((r) => setTimeout(r, 20));
    const again = await pixel(sent.id);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(gif);
    expect((await list(companyId)).body.items[0].openedDate).toBe(opened);

    const unknown = await pixel(randomUUID());
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await unknown.arrayBuffer())).toEqual(gif);
  });

  it("stores and sends the body without scripts or event handlers", async () => {
    const companyId = await newCompany();
    const subject = `Sanitised ${randomUUID()}`;
    const r = await send(
      companyId,
      message({
        subject,
        body: '<p onclick="x()">Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a> <a href="https://ok.example">ok</a></p>',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    for (const html of [
      r.body.body,
      (await findMessage(r.body.id))!.body,
      (await sentMail()).find((m) => m.subject === subject)!.body!.html!.replace(/<img src="[^"]+\/opened"[^>]*>$/, ""),
    ]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
      expect(html).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    }
  });

  it("answers 400 naming the field for bad to, subject or body, and stores and sends nothing", async () => {
    const companyId = await newCompany();
    const before = (await sentMail()).length;
    const subject = `Never ${randomUUID()}`;
    expect(paths(await send(companyId, message({ subject, to: [{ email: "not-an-address" }] })))).toEqual(["body.message.to.0.email"]);
    expect(paths(await send(companyId, message({ subject, to: [] })))).toEqual(["body.message.to"]);
    expect(paths(await send(companyId, message({ subject: "" })))).toEqual(["body.message.subject"]);
    expect(paths(await send(companyId, message({ subject, body: "" })))).toEqual(["body.message.body"]);
    expect(paths(await send(companyId, message({ subject, body: "<script>alert(1)</script>" })))).toEqual(["body.message.body"]);
    expect(paths(await send(companyId, message({ subject, to: Array.from({ length: 11 }, (_, i) => ({ email: `r${i}@mail.example` })) })))).toEqual([
      "body.message.to",
    ]);
    expect((await list(companyId)).body.items).toEqual([]);
    const after = await sentMail();
    expect(after.length).toBe(before);
    expect(after.some((m) => m.subject === subject)).toBe(false);
  });

  it("is staff only (403 for an ordinary user) and 404 for an unknown company", async () => {
    const companyId = await newCompany();
    expect((await list(companyId, seller)).status).toBe(403);
    expect((await send(companyId, message(), seller)).status).toBe(403);
    const unknown = randomUUID();
    expect((await list(unknown)).status).toBe(404);
    const before = (await sentMail()).length;
    expect((await send(unknown, message())).status).toBe(404);
    expect((await sentMail()).length).toBe(before);
  });
});

describe("deleting a company", () => {
  it("deletes its e-mail messages too", async () => {
    const companyId = await newCompany();
    const sent = await send(companyId, message());
    expect(sent.status).toBe(201);
    expect((await api("DELETE", `/companies/${companyId}`, { token: admin })).status).toBe(200);
    expect(await findMessage(sent.body.id)).toBeNull();
    expect((await pixel(sent.body.id)).status).toBe(200);
  });
});

describe("paging", () => {
  it("pages newest first with a cursor, without repeats", async () => {
    const companyId = await newCompany();
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) sent.push((await send(companyId, message())).body.id);
    const first = await api<{ items: EmailMessage[]; cursor: string | null }>("GET", `/companies/${companyId}/email-messages?limit=2`, { token: admin });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.cursor).toBeTruthy();
    const second = await api<{ items: EmailMessage[]; cursor: string | null }>(
      "GET",
      `/companies/${companyId}/email-messages?limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`,
      { token: admin },
    );
    expect(second.body.items).toHaveLength(1);
    expect(second.body.cursor).toBeNull();
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((m) => m.id))).toEqual(new Set(sent));
    const dates = all.map((m) => m.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
