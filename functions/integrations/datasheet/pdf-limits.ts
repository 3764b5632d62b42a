/**
 * What one datasheet may cost to read (ADR 0077, ADR 0156). A real datasheet is a few pages whose streams
 * expand to a few MB; a 200 KB PDF can hold a stream that expands to 200 MB (2.6 GB and 13 s in pdf.js), and
 * the Lambda has 1 GB. The expanded size is checked before pdf.js runs (pdf-expansion.ts); pdf.js then runs
 * in a worker thread held to the memory and time limits (pdf-text.ts).
 */
export const PDF_LIMITS = {
  /** All streams together, every filter's output counted. */
  expandedBytes: 64 * 1024 * 1024,
  pages: 30,
  /** Wall time of the reader's worker, from its start; it is terminated then, whatever it is doing. */
  ms: 10_000,
  /** The worker's V8 heap (old generation). */
  heapMb: 192,
  /** The worker's memory outside the V8 heap: pdf.js's decoded streams and images are ArrayBuffers. */
  externalMb: 192,
};
export type PdfLimits = typeof PDF_LIMITS;

/** A PDF refused for what reading it would cost; its message is for the user (answered as 422). */
export class PdfLimitError extends Error {
  override name = "PdfLimitError";
}

/** Refuse when the PDF has more pages than a datasheet. */
export function assertPageCount(pages: number, limit = PDF_LIMITS.pages): void {
  if (pages > limit) throw new PdfLimitError(`The PDF has ${pages} pages; a datasheet may have at most ${limit}`);
}
