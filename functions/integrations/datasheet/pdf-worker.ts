import { serveBounded } from "../../lib/bounded-worker.ts";
import { pageLines, type Item } from "./pdf-layout.ts";
import type { TextLine } from "./types";

/*
 * The datasheet PDF reader: pdf.js (unpdf) and the text layout, run in a worker thread that pdf-text.ts starts
 * with memory limits and terminates at the time limit. Node may load this file without a bundler (type
 * stripping), so it imports our code with the .ts extension and types only otherwise.
 */

/** The worker's workerData: the module serves reads only in a worker started with it. */
export const PDF_READER = { task: "datasheet-pdf-reader" } as const;

export interface PdfReadRequest {
  pdf: Uint8Array;
  maxPages: number;
}

/** The text lines; or the page count when there are more than maxPages; or why pdf.js could not read it. */
export type PdfReadAnswer = { lines: TextLine[] } | { pages: number } | { failed: string };

/**
 * The worker's entry: this module's own file. In a Lambda bundle that is the bundle, which holds this module
 * and so starts reading on the workerData mark; run from source (local stack, tests) it is this .ts file.
 */
export const pdfReaderEntry = () => new URL(import.meta.url);

async function read({ pdf, maxPages }: PdfReadRequest): Promise<PdfReadAnswer> {
  // pdf.js is imported in the worker, on its first read: the route bundle holding this module (its own worker
  // entry) does not evaluate pdf.js when it loads as a Lambda handler.
  const { getDocumentProxy } = await import("unpdf");
  const doc = await getDocumentProxy(pdf, { verbosity: 0 });
  try {
    if (doc.numPages > maxPages) return { pages: doc.numPages };
    const lines: TextLine[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const content = await (await doc.getPage(p)).getTextContent();
      const items: Item[] = [];
      for (const i of content.items) {
        if (!("str" in i)) continue;
        const [, , c, d, x, y] = i.transform as number[];
        items.push({ str: i.str, x, y, width: i.width, fontSize: Math.hypot(c, d) || i.height || 10 });
      }
      for (const line of pageLines(items, p)) lines.push(line);
    }
    return { lines };
  } finally {
    await doc.loadingTask.destroy();
  }
}

serveBounded((data) => (data as Partial<typeof PDF_READER> | null)?.task === PDF_READER.task, read);
