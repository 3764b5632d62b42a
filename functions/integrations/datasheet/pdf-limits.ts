import { constants, createInflate } from "node:zlib";

/**
 * What one datasheet may cost to read (issue 6 item 4, ADR 0077). A real datasheet is a few pages whose
 * streams expand to a few MB; a 200 KB PDF can hold a stream that expands to 200 MB (2.6 GB and 13 s in
 * pdf.js), and the Lambda has 1 GB.
 */
export const PDF_LIMITS = {
  /** All FlateDecode streams together, decompressed. */
  expandedBytes: 64 * 1024 * 1024,
  pages: 30,
  ms: 10_000,
};

/** A PDF refused for what reading it would cost; its message is for the user (answered as 422). */
export class PdfLimitError extends Error {
  override name = "PdfLimitError";
}

/** How many bytes `data` inflates to, stopping as soon as it passes `limit` (memory stays one chunk). */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    // A truncated or damaged stream counts what did inflate, as pdf.js would read that much of it.
    const z = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let n = 0;
    const finish = () => resolve(n);
    z.on("data", (c: Buffer) => {
      n += c.length;
      if (n > limit) {
        z.destroy();
        finish();
      }
    });
    z.on("end", finish).on("error", finish).on("close", finish);
    z.end(data);
  });
}

const STREAM = Buffer.from("stream");
const ENDSTREAM = Buffer.from("endstream");

/**
 * Refuse a PDF whose compressed streams expand past the limit, before pdf.js allocates any of it. Every
 * `stream … endstream` is tried as zlib data (the FlateDecode filter); other data fails to inflate at once
 * and counts 0.
 */
export async function assertExpandedSize(pdf: Uint8Array, limit = PDF_LIMITS.expandedBytes): Promise<void> {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (let at = buf.indexOf(STREAM); at !== -1; at = buf.indexOf(STREAM, at + 1)) {
    if (buf[at - 3] === 0x65 && buf.subarray(at - 3, at).toString() === "end") continue; // "endstream"
    let start = at + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] !== 0x0a) continue;
    start++;
    const end = buf.indexOf(ENDSTREAM, start);
    if (end === -1) break;
    total += await inflatedSize(buf.subarray(start, end), limit - total);
    if (total > limit) throw new PdfLimitError(`The PDF expands to more than ${limit / 1024 / 1024} MB when decompressed`);
    at = end + ENDSTREAM.length - 1;
  }
}

/** Refuse when the PDF has more pages than a datasheet. */
export function assertPageCount(pages: number, limit = PDF_LIMITS.pages): void {
  if (pages > limit) throw new PdfLimitError(`The PDF has ${pages} pages; a datasheet may have at most ${limit}`);
}

/** Throws once the reading time is used up; called between pages. */
export function deadline(ms = PDF_LIMITS.ms) {
  const until = Date.now() + ms;
  return () => {
    if (Date.now() > until) throw new PdfLimitError(`Reading the PDF took longer than ${ms / 1000} s`);
  };
}
