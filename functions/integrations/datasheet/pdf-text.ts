import { DATASHEET_UNREADABLE } from "../../../shared/api/routes/datasheets";
import { runBounded, WorkerLimitError } from "../../lib/bounded-worker";
import { assertExpandedSize } from "./pdf-expansion";
import { assertPageCount, PDF_LIMITS, PdfLimitError, type PdfLimits } from "./pdf-limits";
import { PDF_READER, pdfReaderEntry, type PdfReadAnswer, type PdfReadRequest } from "./pdf-worker";
import type { TextLine } from "./types";
import { UnreadableDatasheetError } from "./unreadable";

/**
 * pdf.js reading a PDF in a worker thread held to `limits` (heap, memory outside the heap, time), so no PDF
 * can take the function's memory or time, whatever its structure. Past a limit the worker is terminated and
 * the PDF refused with a PdfLimitError; a PDF pdf.js cannot read throws a plain Error.
 */
export async function readInWorker(pdf: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<TextLine[]> {
  const copy = new Uint8Array(pdf); // moved into the worker; the caller keeps its bytes (they are stored afterwards)
  const request: PdfReadRequest = { pdf: copy, maxPages: limits.pages };
  let answer: PdfReadAnswer;
  try {
    answer = await runBounded<PdfReadAnswer>(pdfReaderEntry(), PDF_READER, request, limits, [copy.buffer]);
  } catch (e) {
    if (!(e instanceof WorkerLimitError)) throw e;
    throw new PdfLimitError(
      e.limit === "time"
        ? `Reading the PDF took longer than ${limits.ms / 1000} s`
        : `Reading the PDF needs more than ${limits.heapMb + limits.externalMb} MB of memory`,
    );
  }
  if ("pages" in answer) assertPageCount(answer.pages, limits.pages);
  if ("failed" in answer) throw new Error(answer.failed);
  if (!("lines" in answer)) throw new Error("The PDF reader gave no lines");
  return answer.lines;
}

/**
 * Text lines of a PDF, rebuilt from positioned text items so multi-column layouts read correctly
 * (pdf-layout.ts). A PDF that would cost too much to read is refused with a PdfLimitError: first by its
 * expanded size, checked here before pdf.js runs (pdf-expansion.ts), then by the worker's limits. `limits`
 * defaults to PDF_LIMITS (tests pass shorter ones).
 */
export async function pdfLines(pdf: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<TextLine[]> {
  const l = { ...PDF_LIMITS, ...limits };
  assertExpandedSize(pdf, l.expandedBytes);
  return readInWorker(pdf, l);
}

/**
 * The lines of a datasheet's text layer, as pdfLines reads them. A PDF whose pages carry no text at all (a
 * scanned or photographed sheet: only images) is refused with an UnreadableDatasheetError rather than read as
 * an empty sheet; there is no OCR (ADR 0189).
 */
export async function datasheetLines(pdf: Uint8Array, limits: Partial<PdfLimits> = {}): Promise<TextLine[]> {
  const lines = await pdfLines(pdf, limits);
  if (!lines.some((l) => l.text.trim() !== "")) throw new UnreadableDatasheetError(DATASHEET_UNREADABLE.noTextLayer);
  return lines;
}
