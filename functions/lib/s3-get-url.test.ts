import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";
import { presignGet } from "./s3-get-url";

const credentials = { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", sessionToken: "IQoJb3JpZ2luX2VjE//token+/=" };
const now = new Date("2026-11-24T01:02:03Z");

async function official(key: string, opts: { endpoint?: string; disposition?: string; sessionToken?: boolean }) {
  const client = new S3Client({
    region: "eu-central-1",
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
    // As functions/lib/s3.ts configures the app's client.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    credentials: opts.sessionToken === false ? { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey } : credentials,
  });
  return getSignedUrl(client, new GetObjectCommand({ Bucket: "files-bucket", Key: key, ResponseContentDisposition: opts.disposition }), {
    expiresIn: 3600,
    signingDate: now,
  });
}
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("presignGet signs exactly as the S3 presigner does", () => {
  const keys = ["companies/c1/materials/m1/images/f1", "companies/c 1/documents/Datasheet (v2) ü+ß.pdf", "leads/x/documents/a~b_c-d.e"];
  for (const key of keys)
    for (const endpoint of [undefined, "http://127.0.0.1:4568"])
      for (const disposition of [undefined, `inline; filename*=UTF-8''${encodeURIComponent("Datenblatt (1) ü.pdf")}`])
        for (const sessionToken of [true, false])
          it(`${key} ${endpoint ?? "AWS"} ${disposition ? "with" : "without"} a file name, ${sessionToken ? "with" : "without"} a session token`, async () => {
            const expected = await official(key, { endpoint, disposition, sessionToken });
            const ours = presignGet({
              bucket: "files-bucket",
              key,
              region: "eu-central-1",
              endpoint,
              credentials: sessionToken ? credentials : { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
              expiresIn: 3600,
              responseContentDisposition: disposition,
              now,
            });
            expect(ours.split("?")[0]).toBe(expected.split("?")[0]);
            expect(params(ours)).toEqual(params(expected));
          });
});
