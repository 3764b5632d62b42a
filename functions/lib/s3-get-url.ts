import { createHash, createHmac } from "node:crypto";
import { cleanText } from "../../shared/schemas/text";
import { env } from "./env";
import { logger } from "./logger";

/**
 * A presigned GET of an object in the files bucket, signed here with SigV4 (query parameters, unsigned payload)
 * instead of through the S3 client and its presigner: the read routes that only hand out download links
 * (materials, catalog, companies) then load no S3 client at all, which was most of their cold start above the
 * DynamoDB-only floor. s3-get-url.test.ts checks the URL against @aws-sdk/s3-request-presigner's.
 * Credentials are the function's own (the Lambda runtime's variables; the emulator's locally).
 */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const hmac = (key: Buffer | string, s: string) => createHmac("sha256", key).update(s, "utf8").digest();

export interface PresignGetInput {
  bucket: string;
  key: string;
  region: string;
  /** A local emulator (path-style); unset in AWS (virtual-hosted style). */
  endpoint?: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  expiresIn: number;
  responseContentDisposition?: string;
  /** Signing time (tests pin it). */
  now?: Date;
}

export function presignGet(i: PresignGetInput): string {
  const base = i.endpoint ? new URL(i.endpoint) : new URL(`https://${i.bucket}.s3.${i.region}.amazonaws.com`);
  const path = `${i.endpoint ? `/${encode(i.bucket)}` : ""}/${i.key.split("/").map(encode).join("/")}`;
  const stamp = (i.now ?? new Date()).toISOString().replace(/[-:]|\.\d{3}/g, "");
  const day = stamp.slice(0, 8);
  const scope = `${day}/${i.region}/s3/aws4_request`;
  const query: Record<string, string> = {
    "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
    "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD",
    "X-Amz-Credential": `${i.credentials.accessKeyId}/${scope}`,
    "X-Amz-Date": stamp,
    "X-Amz-Expires": String(i.expiresIn),
    "X-Amz-SignedHeaders": "host",
    "x-id": "GetObject",
  };
  if (i.credentials.sessionToken) query["X-Amz-Security-Token"] = i.credentials.sessionToken;
  if (i.responseContentDisposition) query["response-content-disposition"] = i.responseContentDisposition;
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${encode(k)}=${encode(query[k])}`)
    .join("&");
  const canonicalRequest = ["GET", path, canonicalQuery, `host:${base.host}\n`, "host", "UNSIGNED-PAYLOAD"].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${i.credentials.secretAccessKey}`, day), i.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(toSign, "utf8").digest("hex");
  return `${base.protocol}//${base.host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/**
 * The name a download keeps, as a header value can carry it: a record stored before names were checked may
 * hold a lone surrogate (encodeURIComponent throws on it) or control characters; they become U+FFFD and go.
 */
const dispositionName = (name: string) => encodeURIComponent(cleanText(name, true).replace(/\t/g, " "));

/** A time-limited download link of the files bucket; `fileName` makes browsers keep the original name. */
export function signedGetUrl(key: string, seconds = 3600, opts: { fileName?: string; inline?: boolean } = {}): Promise<string> {
  const disposition = opts.fileName ? `${opts.inline === false ? "attachment" : "inline"}; filename*=UTF-8''${dispositionName(opts.fileName)}` : undefined;
  return Promise.resolve(
    presignGet({
      bucket: env.bucketName,
      key,
      region: env.region,
      endpoint: env.endpoint("S3"),
      credentials: {
        accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? "",
        secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? "",
        sessionToken: process.env.AWS_SESSION_TOKEN,
      },
      expiresIn: seconds,
      responseContentDisposition: disposition,
    }),
  );
}

/**
 * Stored file records with a fresh download link each (every read signs afresh). A file whose link cannot be
 * signed is answered without one (`url` empty) and logged: one bad record must never fail a whole list.
 */
export function signFileLinks<F extends { id: string; name: string }>(
  files: F[] | undefined,
  keyOf: (fileId: string) => string,
  seconds: number,
): Promise<(F & { url: string })[]> {
  return Promise.all(
    (files ?? []).map(async (f) => {
      try {
        return { ...f, url: await signedGetUrl(keyOf(f.id), seconds, { fileName: f.name }) };
      } catch (err) {
        logger.warn("file link not signed", { fileId: f.id, error: String(err) });
        return { ...f, url: "" };
      }
    }),
  );
}
