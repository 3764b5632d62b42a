import { request } from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { getMaterialItem } from "../../functions/domains/materials";
import { db } from "../../functions/db/service";
import { api, baseUrl, login } from "../fixtures/api";
import { issuePaths, newTenant, type Tenant } from "../fixtures/factories";

/**
 * Text is well-formed or refused: a lone UTF-16 surrogate, NUL or another control character anywhere in a
 * request answers 400 naming the field and stores nothing; single-line fields refuse line breaks. A record
 * that already holds such a name (stored before the check) never breaks a list or a page: its file link is
 * signed from a cleaned name.
 */
const LONE = "b\udc00.pdf";
let owner: Tenant;
let admin: string;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  owner = await newTenant();
  admin = (await login("admin@example.com")).accessToken;
});

const newMaterial = async (name = `Text PP ${Date.now()}`) => {
  const r = await api("PUT", "/materials", { token: owner.accessToken, body: { name, type: "pp" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; version: number };
};

/** Send raw bytes as a path (fetch would normalise a broken escape). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(baseUrl());
    const req = request({ host: url.hostname, port: url.port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });

describe("text that is not well-formed is refused with 400 naming the field", () => {
  it("refuses a lone surrogate in an upload-link file name and a file record's name", async () => {
    const m = await newMaterial();
    const up = await api("POST", `/materials/${m.id}/upload-document`, {
      token: owner.accessToken,
      body: { contentType: "application/pdf", size: 100, name: LONE },
    });
    expect(up.status).toBe(400);
    expect(issuePaths(up)).toContain("body.name");
    const record = { id: "0badf11e-0000-4000-8000-000000000000", size: 5, contentType: "application/pdf", name: LONE };
    const saved = await api("POST", `/materials/${m.id}`, { token: owner.accessToken, body: { documents: [record] } });
    expect(saved.status).toBe(400);
    expect(issuePaths(saved)).toContain("body.documents.0.name");
    expect((await getMaterialItem(m.id))?.version).toBe(m.version);
  });

  it("refuses NUL, other control characters and lone surrogates in any text field, and stores nothing", async () => {
    const m = await newMaterial();
    for (const [field, value] of [
      ["name", "PP\u0000"],
      ["name", "PP\u0007 bell"],
      ["description", "fine\ud800"],
      ["description", "escape\u001b[31m"],
    ] as const) {
      const r = await api("POST", `/materials/${m.id}`, { token: owner.accessToken, body: { [field]: value } });
      expect(r.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(issuePaths(r)).toContain(`body.${field}`);
    }
    expect((await getMaterialItem(m.id))?.version).toBe(m.version);
    // line breaks and tabs stay allowed where text has lines
    const ok = await api("POST", `/materials/${m.id}`, { token: owner.accessToken, body: { description: "line one\r\n\tline two" } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("refuses line breaks in single-line fields (names, file names)", async () => {
    const m = await newMaterial();
    const r = await api("POST", `/materials/${m.id}`, { token: owner.accessToken, body: { name: "PP\nSecond line" } });
    expect(r.status).toBe(400);
    expect(issuePaths(r)).toContain("body.name");
    const up = await api("POST", `/materials/${m.id}/upload-image`, {
      token: owner.accessToken,
      body: { contentType: "image/png", size: 10, name: "a\r\nb.png" },
    });
    expect(up.status).toBe(400);
    expect(issuePaths(up)).toContain("body.name");
  });

  it("refuses NUL or a lone surrogate in a staff e-mail's subject and body (400, not the mail service's 502)", async () => {
    const to = [{ name: null, email: "text-check@example.com" }];
    for (const message of [
      { to, subject: "Offer\u0000", body: "<p>Hello</p>" },
      { to, subject: "Offer \ud83d", body: "<p>Hello</p>" },
      { to, subject: "Offer\nBcc: x@example.com", body: "<p>Hello</p>" },
      { to, subject: "Offer", body: "<p>Hello\u0000</p>" },
      { to, subject: "Offer", body: "<p>Hello\udfff</p>" },
    ]) {
      const r = await api("POST", `/companies/${owner.companyId}/email-messages`, { token: admin, body: { message } });
      expect(r.status, JSON.stringify(message)).toBe(400);
      expect(issuePaths(r).some((p) => p === "body.message.subject" || p === "body.message.body")).toBe(true);
    }
    const list = await api("GET", `/companies/${owner.companyId}/email-messages`, { token: admin });
    expect(list.body.items).toEqual([]);
  });

  it("refuses bad text in free-form values and keys (config) and in query values", async () => {
    const key = await api("PUT", "/config?configName=text-check", { token: admin, body: { value: { "a\u0000": 1 } } });
    expect(key.status).toBe(400);
    const value = await api("PUT", "/config?configName=text-check", { token: admin, body: { value: { note: ["ok", "x\ud800"] } } });
    expect(value.status).toBe(400);
    expect(issuePaths(value)).toContain("body.value.note.1");
    expect(JSON.stringify((await api("GET", "/config?configName=text-check", { token: admin })).body)).not.toContain("note");
    const q = await api("GET", "/public-materials?type=pp%00");
    expect(q.status).toBe(400);
    expect(issuePaths(q)).toContain("query.type");
  });

  it("answers 400 for a broken escape in a path id, public and signed-in routes alike", async () => {
    for (const path of ["/api/catalog/materials/%25", "/api/catalog/materials/%E0%A4%A", "/api/catalog/materials/%"])
      expect(await rawGet(path), path).toBe(400);
    const token = owner.accessToken;
    const r = await new Promise<number>((resolve, reject) => {
      const url = new URL(baseUrl());
      const req = request(
        { host: url.hostname, port: url.port, path: "/api/materials/%E0%A4%A", method: "GET", headers: { authorization: `Bearer ${token}` } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(r).toBe(400);
    // the SPA's own paths never fail either (index.html; 503 only where the SPA is not built)
    expect(await rawGet("/materials/%E0%A4%A")).not.toBe(500);
  });
});

describe("a record stored with a broken file name before the check never breaks a screen", () => {
  it("lists, pages and the public catalogue answer 200, the file with a link from the cleaned name", async () => {
    const m = await newMaterial();
    const poisoned = { id: "0badf11e-0000-4000-8000-00000000f11e", size: 5, contentType: "application/pdf", name: LONE };
    await db()
      .material.patch({ id: m.id })
      .set({ documents: [poisoned], isPublic: true } as never)
      .go();
    const own = await api("GET", `/materials/${m.id}`, { token: owner.accessToken });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.documents[0].url).toContain("filename");
    for (const path of [`/materials?limit=50`, `/companies/${owner.companyId}`, `/companies/${owner.companyId}/materials`]) {
      const r = await api("GET", path, { token: admin });
      expect(r.status, path).toBe(200);
    }
    expect((await api("GET", "/public-materials?limit=50")).status).toBe(200);
    expect((await api("GET", `/catalog/materials/${m.id}`)).status).toBe(200);
  });
});
