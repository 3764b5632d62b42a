import { beforeAll, describe, expect, inject, it } from "vitest";
import { copyObject, deleteObject, headObject, s3Client } from "../../functions/lib/s3";
import { env } from "../../functions/lib/env";
import { sweepPendingUploads } from "../../scripts/local/pending-sweep";
import { api, login } from "../fixtures/api";
import { newTenant, type Tenant } from "../fixtures/factories";
import { sendUpload } from "../fixtures/upload";

/**
 * Uploads land under pending/<final key> and only registration (saving the file record) moves them to their
 * final key; what is never registered expires (a bucket lifecycle rule in AWS, a sweep on start of the local
 * stack). Checked on the bucket itself (s3rver) beside the HTTP answers.
 */

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DAY = 24 * 3600 * 1000;

let admin: string;
beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  admin = (await login("admin@example.com")).accessToken;
});

const exists = async (key: string) => (await headObject(key)) !== null;

async function newMaterial(t: Tenant): Promise<string> {
  const r = await api("PUT", "/materials", { token: t.accessToken, body: { name: "Pending test PP", type: "pp" } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

/** Ask for an upload link and send the bytes to it; answers the upload answer and the two keys involved. */
async function upload(path: string, token: string, body: Record<string, unknown>, bytes: Buffer, finalKeyOf: (id: string) => string) {
  const up = await api("POST", path, { token, body });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const sent = await sendUpload(up.body, bytes, body.contentType as string);
  expect(sent.status, await sent.text()).toBeLessThan(300);
  const key = finalKeyOf(up.body.id);
  return { up: up.body, key, pending: `pending/${key}` };
}

describe("pending uploads", () => {
  it("an upload never registered lies under pending/ only; the local sweep removes it once older than its threshold", async () => {
    const t = await newTenant();
    const m = await newMaterial(t);
    const { up, key, pending } = await upload(
      `/materials/${m}/upload-image`,
      t.accessToken,
      { contentType: "image/png" },
      PNG,
      (id) => `companies/${t.companyId}/materials/${m}/images/${id}`,
    );
    expect(await exists(pending)).toBe(true);
    expect(await exists(key)).toBe(false);
    expect((await fetch(up.downloadUrl)).status).toBe(404);

    // Only this tenant's pending folder is swept here: other test files upload at the same time.
    const prefix = `pending/companies/${t.companyId}/`;
    const bucket = env.bucketName;
    expect(await sweepPendingUploads(s3Client(), bucket, { prefix })).toBe(0);
    expect(await exists(pending)).toBe(true);
    expect(await sweepPendingUploads(s3Client(), bucket, { prefix, now: new Date(Date.now() + DAY - 60_000) })).toBe(0);
    expect(await sweepPendingUploads(s3Client(), bucket, { prefix, now: new Date(Date.now() + DAY + 60_000) })).toBe(1);
    expect(await exists(pending)).toBe(false);

    // An expired upload cannot be registered any more.
    const late = await api("POST", `/materials/${m}`, { token: t.accessToken, body: { images: [up.file] } });
    expect(late.status).toBe(400);
    expect(late.body.issues).toEqual([{ path: "body.images.0", message: "File was not uploaded" }]);
  });

  it("the sweep takes only pending/ (a registered file of the same age stays)", async () => {
    const t = await newTenant();
    const m = await newMaterial(t);
    const a = await upload(
      `/materials/${m}/upload-image`,
      t.accessToken,
      { contentType: "image/png", size: PNG.length },
      PNG,
      (id) => `companies/${t.companyId}/materials/${m}/images/${id}`,
    );
    expect((await api("POST", `/materials/${m}`, { token: t.accessToken, body: { images: [a.up.file] } })).status).toBe(200);
    const b = await upload(
      `/materials/${m}/upload-image`,
      t.accessToken,
      { contentType: "image/png" },
      PNG,
      (id) => `companies/${t.companyId}/materials/${m}/images/${id}`,
    );
    // The default prefix is pending/ itself; restricted to this tenant so other files' uploads are left alone.
    expect(await sweepPendingUploads(s3Client(), env.bucketName, { prefix: `pending/companies/${t.companyId}/`, now: new Date(Date.now() + 2 * DAY) })).toBe(1);
    expect(await exists(a.key)).toBe(true);
    expect(await exists(b.pending)).toBe(false);
    await expect(sweepPendingUploads(s3Client(), env.bucketName, { prefix: `companies/${t.companyId}/` })).rejects.toThrow(/pending\//);
  });

  it("registration moves a material's image (sized PUT) and document (size-less POST) to their final keys", async () => {
    const t = await newTenant();
    const m = await newMaterial(t);
    const img = await upload(
      `/materials/${m}/upload-image`,
      t.accessToken,
      { contentType: "image/png", size: PNG.length, name: "a.png" },
      PNG,
      (id) => `companies/${t.companyId}/materials/${m}/images/${id}`,
    );
    const doc = await upload(
      `/materials/${m}/upload-document`,
      t.accessToken,
      { contentType: "application/pdf", name: "tds.pdf" },
      PDF,
      (id) => `companies/${t.companyId}/materials/${m}/documents/${id}`,
    );
    expect(img.up.uploadMethod).toBe("PUT");
    expect(doc.up.uploadMethod).toBe("POST");
    const saved = await api("POST", `/materials/${m}`, { token: t.accessToken, body: { images: [img.up.file], documents: [doc.up.file] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.images).toMatchObject([{ id: img.up.id, size: PNG.length, contentType: "image/png" }]);
    expect(saved.body.documents).toMatchObject([{ id: doc.up.id, size: PDF.length, contentType: "application/pdf" }]);
    for (const f of [img, doc]) {
      expect(await exists(f.pending), f.pending).toBe(false);
      expect(await exists(f.key), f.key).toBe(true);
    }
    expect(Buffer.from(await (await fetch(saved.body.documents[0].url)).arrayBuffer()).equals(PDF)).toBe(true);
    expect(Buffer.from(await (await fetch(img.up.downloadUrl)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("a registration retried after a crash between copy and delete, or after the delete, finishes", async () => {
    const t = await newTenant();
    const m = await newMaterial(t);
    const keyOf = (id: string) => `companies/${t.companyId}/materials/${m}/images/${id}`;
    // Stopped after the copy: both objects exist.
    const a = await upload(`/materials/${m}/upload-image`, t.accessToken, { contentType: "image/png", size: PNG.length }, PNG, keyOf);
    await copyObject(a.pending, a.key);
    // Stopped after the delete, before the record was written: only the final object exists.
    const b = await upload(`/materials/${m}/upload-image`, t.accessToken, { contentType: "image/png" }, PNG, keyOf);
    await copyObject(b.pending, b.key);
    await deleteObject(b.pending);
    const saved = await api("POST", `/materials/${m}`, { token: t.accessToken, body: { images: [a.up.file, b.up.file] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.images).toMatchObject([
      { id: a.up.id, size: PNG.length, contentType: "image/png" },
      { id: b.up.id, size: PNG.length, contentType: "image/png" },
    ]);
    for (const f of [a, b]) {
      expect(await exists(f.pending)).toBe(false);
      expect(await exists(f.key)).toBe(true);
    }
    // The same save again (a client retry after the answer was lost) changes nothing.
    const again = await api("POST", `/materials/${m}`, { token: t.accessToken, body: { images: [a.up.file, b.up.file] } });
    expect(again.status).toBe(200);
    expect(again.body.images).toHaveLength(2);
  });

  it("a final object found without its pending copy is still checked (a text file is refused and deleted)", async () => {
    const t = await newTenant();
    const m = await newMaterial(t);
    const f = await upload(
      `/materials/${m}/upload-document`,
      t.accessToken,
      { contentType: "application/pdf" },
      Buffer.from("just text"),
      (id) => `companies/${t.companyId}/materials/${m}/documents/${id}`,
    );
    await copyObject(f.pending, f.key);
    await deleteObject(f.pending);
    const saved = await api("POST", `/materials/${m}`, { token: t.accessToken, body: { documents: [f.up.file] } });
    expect(saved.status).toBe(415);
    expect(await exists(f.key)).toBe(false);
  });

  it("company, lead and request documents: uploaded under pending/, registered to their final keys", async () => {
    const t = await newTenant();
    const lead = await api("PUT", "/leads", { token: admin, body: { type: "buy", description: "Pending test lead", companyId: t.companyId } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const request = await api("POST", "/material-requests", { token: t.accessToken, body: { description: "Pending test request" } });
    expect(request.status, JSON.stringify(request.body)).toBe(201);

    // Company: one size-less (POST) and one sized (PUT) document, registered in one save.
    const c1 = await upload(
      `/companies/${t.companyId}/upload-document`,
      t.accessToken,
      { contentType: "application/pdf", name: "a.pdf" },
      PDF,
      (id) => `companies/${t.companyId}/documents/${id}`,
    );
    const c2 = await upload(
      `/companies/${t.companyId}/upload-document`,
      t.accessToken,
      { contentType: "application/pdf", size: PDF.length, name: "b.pdf" },
      PDF,
      (id) => `companies/${t.companyId}/documents/${id}`,
    );
    expect([c1.up.uploadMethod, c2.up.uploadMethod]).toEqual(["POST", "PUT"]);
    const company = (await api("GET", `/companies/${t.companyId}`, { token: t.accessToken })).body;
    const savedCompany = await api("POST", `/companies/${t.companyId}`, {
      token: t.accessToken,
      body: { name: company.name, version: company.version, documents: [c1.up.file, c2.up.file] },
    });
    expect(savedCompany.status, JSON.stringify(savedCompany.body)).toBe(200);
    expect(savedCompany.body.documents).toMatchObject([
      { id: c1.up.id, size: PDF.length },
      { id: c2.up.id, size: PDF.length },
    ]);

    // Lead (staff): size-less.
    const l = await upload(
      `/leads/${lead.body.id}/upload-document`,
      admin,
      { contentType: "application/pdf", name: "offer.pdf" },
      PDF,
      (id) => `leads/${lead.body.id}/documents/${id}`,
    );
    const savedLead = await api("POST", "/leads", { token: admin, body: { id: lead.body.id, documents: [l.up.file] } });
    expect(savedLead.status, JSON.stringify(savedLead.body)).toBe(200);
    expect(savedLead.body.documents).toMatchObject([{ id: l.up.id, size: PDF.length }]);

    // Request: size-less, registered by its own route.
    const r = await upload(
      `/material-requests/${request.body.id}/upload-document`,
      t.accessToken,
      { contentType: "application/pdf", name: "spec.pdf" },
      PDF,
      (id) => `companies/${t.companyId}/requests/${request.body.id}/documents/${id}`,
    );
    const { id, size, contentType, name } = r.up.file;
    const savedRequest = await api("POST", `/material-requests/${request.body.id}/documents`, { token: t.accessToken, body: { id, size, contentType, name } });
    expect(savedRequest.status, JSON.stringify(savedRequest.body)).toBe(200);
    expect(savedRequest.body.documents).toMatchObject([{ id: r.up.id, size: PDF.length }]);

    for (const f of [c1, c2, l, r]) {
      expect(await exists(f.pending), f.pending).toBe(false);
      expect(await exists(f.key), f.key).toBe(true);
      expect(Buffer.from(await (await fetch(f.up.downloadUrl)).arrayBuffer()).equals(PDF)).toBe(true);
    }
  });
});
