import { beforeAll, describe, expect, inject, it } from "vitest";
import { datasheetPrefix, fileKey, getMaterialItem } from "../../functions/domains/materials";
import { headObject, putObject } from "../../functions/lib/s3";
import { api } from "../fixtures/api";
import { onS3, onWrites, s3Down } from "../fixtures/client-hooks";
import { newTenant, type Tenant } from "../fixtures/factories";
import { invoke } from "../fixtures/invoke";
import { sendUpload } from "../fixtures/upload";

/**
 * A material delete with file storage down or failing part-way loses nothing: the answer is a 503 with
 * Retry-After, the record stays (it is what leads a retry to the files), and the retry removes record and
 * files. The delete runs in this process, whose S3 client the test hooks.
 */

/** A 1×1 transparent PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

beforeAll(() => {
  Object.assign(process.env, inject("stackEnv"));
});

/** A material with an uploaded image and a generated datasheet: the keys of both. */
async function materialWithFiles(t: Tenant): Promise<{ id: string; keys: string[] }> {
  const m = await api("PUT", "/materials", { token: t.accessToken, body: { name: "Delete test PP", type: "pp" } });
  expect(m.status).toBe(201);
  const up = await api("POST", `/materials/${m.body.id}/upload-image`, {
    token: t.accessToken,
    body: { contentType: "image/png", size: PNG.length, name: "p.png" },
  });
  expect((await sendUpload(up.body, PNG, "image/png")).status).toBe(200);
  expect((await api("POST", `/materials/${m.body.id}`, { token: t.accessToken, body: { images: [up.body.file] } })).status).toBe(200);
  const sheet = `${datasheetPrefix(m.body.id)}v2-public.pdf`;
  await putObject(sheet, "%PDF-1.4", "application/pdf");
  return { id: m.body.id, keys: [fileKey(t.companyId, m.body.id, "images", up.body.id), sheet] };
}

const del = (t: Tenant, id: string) => invoke("materials.delete", { method: "DELETE", path: `/materials/${id}`, params: { id }, token: t.accessToken });
const stored = async (keys: string[]) => (await Promise.all(keys.map(headObject))).filter(Boolean).length;

describe("a material delete while file storage fails", () => {
  it("answers 503 with Retry-After and keeps the record while S3 is down; the retry removes record and files", async () => {
    const t = await newTenant();
    const { id, keys } = await materialWithFiles(t);
    expect(await stored(keys)).toBe(2);

    let calls = 0;
    const restore = onS3(() => {
      calls++;
      throw s3Down();
    });
    let down;
    try {
      down = await del(t, id);
    } finally {
      restore();
    }
    expect(calls).toBeGreaterThan(0);
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.body.message).toBe("File storage is unavailable; try again in a moment");
    expect(await getMaterialItem(id)).not.toBeNull();
    expect(await stored(keys)).toBe(2);
    expect((await api("GET", `/materials/${id}`, { token: t.accessToken })).status).toBe(200);

    expect((await del(t, id)).status).toBe(204);
    expect(await getMaterialItem(id)).toBeNull();
    expect(await stored(keys)).toBe(0);
    expect((await api("GET", `/materials/${id}`, { token: t.accessToken })).status).toBe(404);
  });

  it("treats keys a batch delete could not remove as a failure (503), and the retry finishes", async () => {
    const t = await newTenant();
    const { id, keys } = await materialWithFiles(t);
    // S3 answers 200 to DeleteObjects and lists the keys it could not delete.
    const restore = onS3((command, input) => {
      if (command !== "DeleteObjectsCommand") return undefined;
      const objects = (input as { Delete: { Objects: { Key: string }[] } }).Delete.Objects;
      return { Errors: objects.map((o) => ({ Key: o.Key, Code: "InternalError", Message: "injected" })), $metadata: {} };
    });
    let partial;
    try {
      partial = await del(t, id);
    } finally {
      restore();
    }

    expect(partial.status).toBe(503);
    expect(await getMaterialItem(id)).not.toBeNull();
    expect(await stored(keys)).toBe(2);

    expect((await del(t, id)).status).toBe(204);
    expect(await getMaterialItem(id)).toBeNull();
    expect(await stored(keys)).toBe(0);
  });

  it("deletes a file an update attached after the files were deleted: the record goes only in the version whose files went", async () => {
    const t = await newTenant();
    const { id, keys } = await materialWithFiles(t);
    const up = await api("POST", `/materials/${id}/upload-image`, {
      token: t.accessToken,
      body: { contentType: "image/png", size: PNG.length, name: "late.png" },
    });
    expect((await sendUpload(up.body, PNG, "image/png")).status).toBe(200);
    const late = fileKey(t.companyId, id, "images", up.body.id);
    // Just before the record's delete (the one conditional delete naming the material), another user's update
    // (over HTTP, in the stack's process) attaches the new file.
    let slipped = 0;
    const restore = onWrites(async (input) => {
      const i = input as { Key?: unknown; ConditionExpression?: string; UpdateExpression?: string };
      if (slipped || !i.Key || i.UpdateExpression || !i.ConditionExpression || !JSON.stringify(i.Key).includes(id)) return;
      slipped++;
      const current = (await api("GET", `/materials/${id}`, { token: t.accessToken })).body;
      const saved = await api("POST", `/materials/${id}`, {
        token: t.accessToken,
        body: { images: [...current.images, up.body.file], version: current.version },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    });
    try {
      expect((await del(t, id)).status).toBe(204);
    } finally {
      restore();
    }
    expect(slipped).toBe(1);
    expect(await getMaterialItem(id)).toBeNull();
    expect(await stored([...keys, late])).toBe(0);
  });
});
