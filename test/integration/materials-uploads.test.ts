import { beforeAll, describe, expect, inject, it } from "vitest";
import { headObject } from "../../functions/lib/s3";
import { api } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";
import { postPolicy, sendUpload } from "../fixtures/upload";
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from "../../shared/schemas/material";

/** A 1×1 transparent PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

beforeAll(() => {
  Object.assign(process.env, inject("stackEnv"));
});

/** A material of a tenant made for the test (its own company, so the document paths are its own). */
async function newMaterial() {
  const s = await newTenant();
  const r = await api("PUT", "/materials", { token: s.accessToken, body: { name: "Upload test HDPE", type: "hdpe" } });
  expect(r.status).toBe(201);
  return { s, m: r.body };
}

describe("material uploads", () => {
  it("refuses other content types with 415 and oversize files with 413", async () => {
    const { s, m } = await newMaterial();
    const post = (kind: string, body: unknown) => api("POST", `/materials/${m.id}/upload-${kind}`, { token: s.accessToken, body });
    for (const contentType of ["image/gif", "application/pdf", "image/svg+xml", "text/html"])
      expect((await post("image", { contentType, size: 100 })).status, contentType).toBe(415);
    for (const contentType of ["image/png", "application/msword", "text/plain"])
      expect((await post("document", { contentType, size: 100 })).status, contentType).toBe(415);
    expect((await post("image", { contentType: "image/png", size: 10 * 1024 * 1024 + 1 })).status).toBe(413);
    expect((await post("document", { contentType: "application/pdf", size: 20 * 1024 * 1024 + 1 })).status).toBe(413);
    expect((await post("image", { contentType: "image/jpeg", size: 10 * 1024 * 1024 })).status).toBe(200);
    const bad = await post("image", { contentType: "image/png", size: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("body.size");
  });

  it("presigns a PUT that signs content-type and content-length under the pending copy of the owner's prefix", async () => {
    const { s, m } = await newMaterial();
    const r = await api("POST", `/materials/${m.id}/upload-document`, {
      token: s.accessToken,
      body: { contentType: "application/pdf", size: 1234, name: "tds.pdf" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: expect.any(String),
      uploadUrl: expect.any(String),
      downloadUrl: expect.any(String),
      uploadMethod: "PUT",
      maxBytes: MAX_DOCUMENT_BYTES,
    });
    expect(r.body.uploadFields).toBeUndefined();
    const finalKey = `companies/${s.companyId}/materials/${m.id}/documents/${r.body.id}`;
    const u = new URL(r.body.uploadUrl);
    expect(decodeURIComponent(u.pathname).endsWith(`/pending/${finalKey}`), u.pathname).toBe(true);
    const signed = u.searchParams.get("X-Amz-SignedHeaders")!.split(";");
    expect(signed).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(u.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(u.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(900);
    expect(u.searchParams.has("x-amz-checksum-crc32")).toBe(false);
    // The download link names the final key, where registration moves the file.
    const d = new URL(r.body.downloadUrl);
    expect(decodeURIComponent(d.pathname).endsWith(`/${finalKey}`), d.pathname).toBe(true);
    expect(decodeURIComponent(d.pathname)).not.toContain("pending/");
    expect(d.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
  });

  it("uploads a PNG to the presigned URL, saves the file record and serves it back", async () => {
    const { s, m } = await newMaterial();
    const up = await api("POST", `/materials/${m.id}/upload-image`, {
      token: s.accessToken,
      body: { contentType: "image/png", size: PNG.length, name: "pellets.png" },
    });
    expect(up.status).toBe(200);
    const put = await sendUpload(up.body, PNG, "image/png");
    expect(put.status, await put.text()).toBe(200);

    const saved = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { images: [up.body.file] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.images).toHaveLength(1);
    expect(saved.body.images[0]).toMatchObject({ id: up.body.id, size: PNG.length, contentType: "image/png", name: "pellets.png" });

    const got = await api("GET", `/materials/${m.id}`, { token: s.accessToken });
    const file = await fetch(got.body.images[0].url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // a record naming a file that was never uploaded is refused, and nothing changes
    const ghost = await api("POST", `/materials/${m.id}`, {
      token: s.accessToken,
      body: { images: [...got.body.images, { id: "0badf11e-0000-4000-8000-000000000000", size: 5, contentType: "image/png", name: "ghost.png" }] },
    });
    expect(ghost.status).toBe(400);
    expect(ghost.body.issues[0].path).toBe("body.images.1");
    expect((await api("GET", `/materials/${m.id}`, { token: s.accessToken })).body.images).toHaveLength(1);

    // deleting the material removes its files
    expect((await api("DELETE", `/materials/${m.id}`, { token: s.accessToken })).status).toBe(204);
    expect((await fetch(got.body.images[0].url)).status).toBe(404);
  });

  /** Ask for an upload, send `bytes` to it (s3rver checks no signature or policy, as an attacker's own client would not), save the record. */
  async function uploadAndSave(kind: "image" | "document", req: Record<string, unknown>, bytes: Buffer, putType: string, record: Record<string, unknown> = {}) {
    const { s, m } = await newMaterial();
    const up = await api("POST", `/materials/${m.id}/upload-${kind}`, { token: s.accessToken, body: { materialId: m.id, ...req } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await sendUpload(up.body, bytes, putType)).status).toBeLessThan(300);
    const field = kind === "image" ? "images" : "documents";
    const saved = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { [field]: [{ ...up.body.file, ...record }] } });
    const stored = await fetch(up.body.downloadUrl);
    const after = await api("GET", `/materials/${m.id}`, { token: s.accessToken });
    // What registration leaves under pending/: nothing, whether it accepted (moved) or refused (deleted) the file.
    const pendingLeft = (await headObject(`pending/companies/${s.companyId}/materials/${m.id}/${field}/${up.body.id}`)) !== null;
    return { up, saved, storedStatus: stored.status, pendingLeft, files: after.body[field] as unknown[] };
  }

  it("accepts the spec's body (materialId and contentType, no size): the link is a POST bounded to the kind's limit, and the upload registers", async () => {
    const { up, saved, pendingLeft, storedStatus, files } = await uploadAndSave("image", { contentType: "image/png" }, PNG, "image/png");
    expect(up.body.uploadMethod).toBe("POST");
    expect(pendingLeft).toBe(false);
    expect(storedStatus).toBe(200);
    expect(postPolicy(up.body.uploadFields).conditions).toContainEqual(["content-length-range", 1, MAX_IMAGE_BYTES]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(files).toEqual([expect.objectContaining({ size: PNG.length, contentType: "image/png" })]);
  });

  it("bounds a size-less upload link all the same: a presigned POST whose policy caps the length at the kind's limit and pins the type", async () => {
    const { s, m } = await newMaterial();
    for (const [kind, contentType, max] of [
      ["image", "image/jpeg", MAX_IMAGE_BYTES],
      ["document", "application/pdf", MAX_DOCUMENT_BYTES],
    ] as const) {
      const r = await api("POST", `/materials/${m.id}/upload-${kind}`, { token: s.accessToken, body: { materialId: m.id, contentType } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({
        id: expect.any(String),
        uploadUrl: expect.any(String),
        downloadUrl: expect.any(String),
        uploadMethod: "POST",
        maxBytes: max,
      });
      const key = `pending/companies/${s.companyId}/materials/${m.id}/${kind}s/${r.body.id}`;
      const fields = r.body.uploadFields as Record<string, string>;
      expect(fields.key).toBe(key);
      expect(fields["Content-Type"]).toBe(contentType);
      expect(fields["X-Amz-Signature"]).toMatch(/^[0-9a-f]{64}$/);
      const policy = postPolicy(fields);
      expect(policy.conditions, kind).toContainEqual(["content-length-range", 1, max]);
      expect(policy.conditions).toContainEqual(["eq", "$Content-Type", contentType]);
      expect(policy.conditions).toContainEqual({ key });
      // Nothing in the policy lets the form choose another key or more bytes.
      expect(policy.conditions.filter((c) => Array.isArray(c) && c[0] === "content-length-range")).toHaveLength(1);
      expect(policy.conditions.some((c) => Array.isArray(c) && c[0] === "starts-with")).toBe(false);
      const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(5);
      expect(minutes).toBeLessThanOrEqual(15);
    }
  });

  it("refuses a text file named like a PDF, deletes it and saves nothing", async () => {
    const { saved, storedStatus, pendingLeft, files } = await uploadAndSave(
      "document",
      { contentType: "application/pdf", name: "fake.pdf" },
      Buffer.from("just text"),
      "application/pdf",
    );
    expect(saved.status).toBe(415);
    expect(storedStatus).toBe(404);
    expect(pendingLeft).toBe(false);
    expect(files).toEqual([]);
  });

  it("refuses a PDF uploaded as an image", async () => {
    const { saved, files } = await uploadAndSave("image", { contentType: "image/png" }, Buffer.from("%PDF-1.7\n%%EOF\n"), "image/png");
    expect(saved.status).toBe(415);
    expect(files).toEqual([]);
  });

  it("refuses an object larger than it was declared (100,000 bytes declared as 10), deletes it and saves nothing", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(100_000 - 9, 0x20)]);
    const { saved, storedStatus, pendingLeft, files } = await uploadAndSave("document", { contentType: "application/pdf", size: 10 }, big, "application/pdf");
    expect(saved.status).toBe(400);
    expect(saved.body.issues[0].path).toBe("body.documents.0.size");
    expect(storedStatus).toBe(404);
    expect(pendingLeft).toBe(false);
    expect(files).toEqual([]);
  });

  it("deletes the generated datasheets with their material", async () => {
    const { s, m } = await newMaterial();
    const sheet = await api("GET", `/materials/${m.id}/datasheet`, { token: s.accessToken });
    expect(sheet.status).toBe(200);
    const url = sheet.body.url as string;
    expect((await fetch(url)).status).toBe(200);
    expect((await api("DELETE", `/materials/${m.id}`, { token: s.accessToken })).status).toBe(204);
    expect((await fetch(url)).status).toBe(404);
  });
});
