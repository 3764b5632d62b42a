import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "./errors";
import { registerUpload } from "./uploads";

/**
 * registerUpload against a mocked S3 for what s3rver does not do: conditional copies (412), HEAD answering 403
 * for a missing key, and a source moved away between the check and the copy. The normal flow, retries after a
 * crash and the sweep run against s3rver in test/integration/pending-uploads.test.ts.
 */

const s3 = mockClient(S3Client);
const KEY = "companies/c1/materials/m1/images/f1";
const PENDING = `pending/${KEY}`;
const failure = (status: number, name: string) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
const head = { ContentLength: 68, ContentType: "image/png", ETag: '"abc"' };
const accept = async (at: string) => ({ at });

let bucket: string | undefined;
beforeAll(() => {
  bucket = process.env.BUCKET_NAME;
  process.env.BUCKET_NAME = "files";
});
afterAll(() => {
  if (bucket === undefined) delete process.env.BUCKET_NAME;
  else process.env.BUCKET_NAME = bucket;
  s3.restore();
});
beforeEach(() => s3.reset());

const calls = () => s3.calls().map((c) => [c.args[0].constructor.name, (c.args[0].input as { Key: string }).Key]);

describe("registerUpload", () => {
  it("copies only the version it checked, then deletes the pending object", async () => {
    s3.on(HeadObjectCommand, { Key: PENDING }).resolves(head);
    expect(await registerUpload(KEY, accept)).toEqual({ at: PENDING });
    expect(calls()).toEqual([
      ["HeadObjectCommand", PENDING],
      ["CopyObjectCommand", KEY],
      ["DeleteObjectCommand", PENDING],
    ]);
    expect(s3.commandCalls(CopyObjectCommand)[0].args[0].input).toMatchObject({ Bucket: "files", CopySource: `files/${PENDING}`, CopySourceIfMatch: '"abc"' });
  });

  it("answers 409 and keeps both objects as they are when the upload was replaced after its check", async () => {
    s3.on(HeadObjectCommand, { Key: PENDING }).resolves(head);
    s3.on(CopyObjectCommand).rejects(failure(412, "PreconditionFailed"));
    await expect(registerUpload(KEY, accept)).rejects.toMatchObject({ statusCode: 409 });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it("judges the final object when a concurrent registration moved the pending one between check and copy", async () => {
    s3.on(HeadObjectCommand, { Key: PENDING }).resolvesOnce(head).rejects(failure(404, "NotFound"));
    s3.on(HeadObjectCommand, { Key: KEY }).resolves(head);
    s3.on(CopyObjectCommand).rejects(failure(404, "NoSuchKey"));
    expect(await registerUpload(KEY, accept)).toEqual({ at: KEY });
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(1);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it("takes S3's 403 for a key it may not list as absent: null when neither object exists", async () => {
    s3.on(HeadObjectCommand).rejects(failure(403, "Forbidden"));
    expect(await registerUpload(KEY, accept)).toBeNull();
    expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
  });

  it("deletes what its check refuses, pending or final, and copies nothing", async () => {
    const refuse = async () => {
      throw new HttpError(415, "Images must be png or jpeg");
    };
    s3.on(HeadObjectCommand, { Key: PENDING }).resolves(head);
    await expect(registerUpload(KEY, refuse)).rejects.toMatchObject({ statusCode: 415 });
    s3.reset();
    s3.on(HeadObjectCommand, { Key: PENDING }).rejects(failure(404, "NotFound"));
    s3.on(HeadObjectCommand, { Key: KEY }).resolves(head);
    await expect(registerUpload(KEY, refuse)).rejects.toMatchObject({ statusCode: 415 });
    expect(calls()).toEqual([
      ["HeadObjectCommand", PENDING],
      ["HeadObjectCommand", KEY],
      ["DeleteObjectCommand", KEY],
    ]);
  });

  it("keeps an object whose check failed for another reason (a read error is no refusal)", async () => {
    s3.on(HeadObjectCommand, { Key: PENDING }).resolves(head);
    await expect(registerUpload(KEY, () => Promise.reject(failure(500, "InternalError")))).rejects.toThrow("InternalError");
    await expect(registerUpload(KEY, () => Promise.reject(failure(412, "PreconditionFailed")))).rejects.toMatchObject({ statusCode: 409 });
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});
