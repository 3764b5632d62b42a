import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { PENDING_UPLOADS } from "../../shared/api/contract";

const DAY_MS = 24 * 3600 * 1000;

/**
 * The local stand-in for the files bucket's lifecycle rule (infra/stacks/data.ts): deletes the uploads under
 * pending/ that were never registered and are older than PENDING_UPLOADS.days at `now`, judged by their
 * LastModified. `prefix` narrows the sweep to part of pending/ (a test's own folder); it must lie inside it.
 * Answers how many objects it deleted.
 */
export async function sweepPendingUploads(s3: S3Client, bucket: string, opts: { now?: Date; prefix?: string } = {}): Promise<number> {
  const prefix = opts.prefix ?? PENDING_UPLOADS.prefix;
  if (!prefix.startsWith(PENDING_UPLOADS.prefix)) throw new Error(`The sweep only deletes under ${PENDING_UPLOADS.prefix}, not ${prefix}`);
  const cutoff = (opts.now ?? new Date()).getTime() - PENDING_UPLOADS.days * DAY_MS;
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    const old = (page.Contents ?? []).filter((o) => o.Key && o.LastModified && o.LastModified.getTime() < cutoff).map((o) => ({ Key: o.Key! }));
    if (old.length) {
      await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: old, Quiet: true } }));
      removed += old.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
