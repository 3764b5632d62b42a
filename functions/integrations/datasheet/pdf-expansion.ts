import { ascii85, asciiHex, ChunkSource, flate, lzw, runLength, SliceSource, type ByteSource, type Work } from "./pdf-filters";
import { PDF_LIMITS, PdfLimitError } from "./pdf-limits";
import { streamsOf, UncheckableStream, type FilterStep } from "./pdf-streams";

type Decoder = (src: ByteSource, step: FilterStep, work: Work) => Generator<Uint8Array>;

const earlyChange = (p: FilterStep["parms"]) => {
  const v = p instanceof Map ? p.get("EarlyChange") : undefined;
  return typeof v === "number" ? v : 1;
};

/** The filters that expand data, by every name pdf.js knows them by. */
const DECODERS = new Map<string, Decoder>([
  ["FlateDecode", (s, _p, w) => flate(s, w)],
  ["Fl", (s, _p, w) => flate(s, w)],
  ["LZWDecode", (s, p) => lzw(s, earlyChange(p.parms))],
  ["LZW", (s, p) => lzw(s, earlyChange(p.parms))],
  ["ASCII85Decode", (s) => ascii85(s)],
  ["A85", (s) => ascii85(s)],
  ["ASCIIHexDecode", (s) => asciiHex(s)],
  ["AHx", (s) => asciiHex(s)],
  ["RunLengthDecode", (s) => runLength(s)],
  ["RL", (s) => runLength(s)],
]);
/** Image filters: reading text, pdf.js does not decode images, so as the last filter they end the count. */
const IMAGES = new Set(["DCTDecode", "DCT", "JPXDecode", "JPX", "CCITTFaxDecode", "CCF", "JBIG2Decode"]);
/** A filter pdf.js decodes but the check does not: a PDF using it is refused. */
const REFUSED = new Set(["BrotliDecode"]);
// Any other name (Crypt without encryption, unknown names) passes the data through unchanged in pdf.js.

/** A predictor (PNG or TIFF) reorders bytes without expanding them; "unknown" parameters may hold one. */
const hasPredictor = (p: FilterStep["parms"]) =>
  p === "unknown" || (p instanceof Map && typeof p.get("Predictor") === "number" && (p.get("Predictor") as number) > 1);

/**
 * The decoders to run for a chain, or a refusal for a chain the check cannot follow: a filter it does not
 * decode, an image filter feeding another filter, or a predictor whose output another filter decodes (the
 * check would have to undo it first; real files put predictors on single filters).
 */
function plan(chain: FilterStep[]): { step: FilterStep; decode: Decoder }[] {
  const refuse = () => new PdfLimitError(`The PDF uses a filter chain that cannot be checked (${chain.map((s) => s.name).join(" ")})`);
  const stages: { step: FilterStep; decode: Decoder }[] = [];
  for (const [i, step] of chain.entries()) {
    if (REFUSED.has(step.name)) throw refuse();
    if (IMAGES.has(step.name)) {
      if (chain.slice(i + 1).some((s) => DECODERS.has(s.name) || IMAGES.has(s.name) || REFUSED.has(s.name))) throw refuse();
      break;
    }
    const decode = DECODERS.get(step.name);
    if (decode) stages.push({ step, decode });
  }
  if (stages.slice(0, -1).some((s) => hasPredictor(s.step.parms))) throw refuse();
  return stages;
}

const MB = 1024 * 1024;

/**
 * The check's own work, bounded so a file built to make it slow is refused (as too costly) within a second or
 * so: data bytes read (a stream read to the end of the file can overlap others), dictionary bytes parsed, and
 * Huffman table entries built. Real files stay far below: each stream is read once, dictionaries are small,
 * and deflate builds about one table entry per byte it outputs.
 */
const budgetFor = (fileBytes: number, limit: number) => ({
  read: 2 * fileBytes + MB,
  parsed: 4 * fileBytes + 4 * MB,
  tables: 4 * limit,
});

/**
 * Refuse a PDF whose streams expand past `limit` bytes, before pdf.js allocates any of it. Every stream pdf.js
 * could read (pdf-streams.ts) is decoded through its whole filter chain, each filter's output counted (pdf.js
 * keeps every filter's output in memory) and dropped; the count stops at the limit.
 */
export function assertExpandedSize(pdf: Uint8Array, limit = PDF_LIMITS.expandedBytes): void {
  const buf = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const max = budgetFor(buf.length, limit);
  const used = { read: 0, parsed: 0, tables: 0 };
  const spend = (what: keyof typeof used) => (n: number) => {
    used[what] += n;
    if (used[what] > max[what]) throw new PdfLimitError("The PDF's structure is too costly to check");
  };
  const [read, parsed, tables] = [spend("read"), spend("parsed"), spend("tables")];
  let expanded = 0;
  function* counted(chunks: Generator<Uint8Array>): Generator<Uint8Array> {
    for (const c of chunks) {
      expanded += c.length;
      if (expanded > limit) throw new PdfLimitError(`The PDF expands to more than ${limit / MB} MB when decompressed`);
      yield c;
    }
  }
  try {
    for (const s of streamsOf(buf, parsed))
      for (const chain of s.chains) {
        const stages = plan(chain);
        if (!stages.length) continue;
        const src = new SliceSource(buf, s.start, s.end);
        let out = counted(stages[0].decode(src, stages[0].step, tables));
        for (const { step, decode } of stages.slice(1)) out = counted(decode(new ChunkSource(out), step, tables));
        while (!out.next().done);
        read(src.pos - s.start);
      }
  } catch (e) {
    if (e instanceof UncheckableStream) throw new PdfLimitError(`The PDF's compression cannot be checked: ${e.message}`);
    throw e;
  }
}
