import { describe, expect, it } from "vitest";
import { api } from "../fixtures/api";
import { newTenant } from "../fixtures/factories";

/** A 1×1 transparent PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

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
    for (const contentType of ["image/gif", "application/pdf", "image/svg+xml", "text/html"]) expect((await post("image", { contentType, size: 100 })).status, contentType).toBe(415);
    for (const contentType of ["image/png", "application/msword", "text/plain"]) expect((await post("document", { contentType, size: 100 })).status, contentType).toBe(415);
    expect((await post("image", { contentType: "image/png", size: 10 * 1024 * 1024 + 1 })).status).toBe(413);
    expect((await post("document", { contentType: "application/pdf", size: 20 * 1024 * 1024 + 1 })).status).toBe(413);
    expect((await post("image", { contentType: "image/jpeg", size: 10 * 1024 * 1024 })).status).toBe(200);
    const bad = await post("image", { contentType: "image/png", size: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("body.size");
  });

  it("presigns a PUT that signs content-type and content-length under the owner's prefix", async () => {
    const { s, m } = await newMaterial();
    const r = await api("POST", `/materials/${m.id}/upload-document`, { token: s.accessToken, body: { contentType: "application/pdf", size: 1234, name: "tds.pdf" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: expect.any(String), uploadUrl: expect.any(String), downloadUrl: expect.any(String) });
    const u = new URL(r.body.uploadUrl);
    expect(decodeURIComponent(u.pathname)).toContain(`/companies/${s.companyId}/materials/${m.id}/documents/${r.body.id}`);
    const signed = u.searchParams.get("X-Amz-SignedHeaders")!.split(";");
    expect(signed).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(u.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(u.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(900);
    expect(u.searchParams.has("x-amz-checksum-crc32")).toBe(false);
    const d = new URL(r.body.downloadUrl);
    expect(decodeURIComponent(d.pathname)).toBe(decodeURIComponent(u.pathname));
    expect(d.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
  });

  it("uploads a PNG to the presigned URL, saves the file record and serves it back", async () => {
    const { s, m } = await newMaterial();
    const up = await api("POST", `/materials/${m.id}/upload-image`, { token: s.accessToken, body: { contentType: "image/png", size: PNG.length, name: "pellets.png" } });
    expect(up.status).toBe(200);
    const put = await fetch(up.body.uploadUrl, { method: "PUT", body: PNG, headers: { "content-type": "image/png" } });
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

  /** Ask for an upload, PUT `bytes` to it (s3rver checks no signature, as an attacker's own client would not), save the record. */
  async function uploadAndSave(kind: "image" | "document", req: Record<string, unknown>, bytes: Buffer, putType: string, record: Record<string, unknown> = {}) {
    const { s, m } = await newMaterial();
    const up = await api("POST", `/materials/${m.id}/upload-${kind}`, { token: s.accessToken, body: { materialId: m.id, ...req } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await fetch(up.body.uploadUrl, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": putType } })).status).toBe(200);
    const field = kind === "image" ? "images" : "documents";
    const saved = await api("POST", `/materials/${m.id}`, { token: s.accessToken, body: { [field]: [{ ...up.body.file, ...record }] } });
    const stored = await fetch(up.body.downloadUrl);
    const after = await api("GET", `/materials/${m.id}`, { token: s.accessToken });
    return { up, saved, storedStatus: stored.status, files: after.body[field] as unknown[] };
  }

  it("accepts the spec's body (materialId and contentType, no size) and signs no length", async () => {
    const { up, saved, files } = await uploadAndSave("image", { contentType: "image/png" }, PNG, "image/png");
    expect(new URL(up.body.uploadUrl).searchParams.get("X-Amz-SignedHeaders")).not.toContain("content-length");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(files).toEqual([expect.objectContaining({ size: PNG.length, contentType: "image/png" })]);
  });

  it("refuses a text file named like a PDF, deletes it and saves nothing", async () => {
    const { saved, storedStatus, files } = await uploadAndSave("document", { contentType: "application/pdf", name: "fake.pdf" }, Buffer.from("just text"), "application/pdf");
    expect(saved.status).toBe(415);
    expect(storedStatus).toBe(404);
    expect(files).toEqual([]);
  });

  it("refuses a PDF uploaded as an image", async () => {
    const { saved, files } = await uploadAndSave("image", { contentType: "image/png" }, Buffer.from("%PDF-1.7\n%%EOF\n"), "image/png");
    expect(saved.status).toBe(415);
    expect(files).toEqual([]);
  });

  it("refuses an object larger than it was declared (100,000 bytes declared as 10), deletes it and saves nothing", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(100_000 - 9, 0x20)]);
    const { saved, storedStatus, files } = await uploadAndSave("document", { contentType: "application/pdf", size: 10 }, big, "application/pdf");
    expect(saved.status).toBe(400);
    expect(saved.body.issues[0].path).toBe("body.documents.0.size");
    expect(storedStatus).toBe(404);
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
