import { afterSpace, dictAt, isDict, isName, isRef, isRegular, isSpace, ObjectIndex, type PdfValue } from "./pdf-objects";
import type { Work } from "./pdf-filters";

/** One filter of a stream's chain and its decode parameters: a dictionary, none, or "unknown" (a reference not found). */
export interface FilterStep {
  name: string;
  parms: Map<string, PdfValue> | null | "unknown";
}

/** A stream as pdf.js could read it: where its data starts and may end, and the filter chains its dictionaries name. */
export interface FoundStream {
  /** After the line end that follows `stream` (CR LF, LF or CR alone; anything before it on that line is skipped, as pdf.js does). */
  start: number;
  /**
   * Where the data ends: start + /Length when `endstream` follows there (pdf.js then takes exactly that), else
   * the end of the file, the decoders stopping at their own end of data, so an `endstream` inside the data
   * cannot cut the count short.
   */
  end: number;
  chains: FilterStep[][];
}

/** A chain of filters the check cannot follow (an unresolved reference): the PDF is refused. */
export class UncheckableStream extends Error {}

/**
 * How far back from `stream` its dictionary is looked for: how many "<<" are tried until one fits, how many
 * more after that (a string inside the real dictionary can hold a fake one that fits too), and how many bytes.
 */
const DICT_TRIES = 32;
const DICT_TRIES_AFTER = 4;
const DICT_WINDOW = 64 * 1024;
/** Work charged for each try besides the bytes it reads. */
const TRY_COST = 256;

const STREAM = Buffer.from("stream");
const ENDSTREAM = Buffer.from("endstream");

/** pdf.js's skipToNextLine: the data starts after the first CR LF, LF or CR after the keyword. */
function lineAfter(buf: Buffer, from: number): number {
  for (let p = from; p < buf.length; p++) {
    if (buf[p] === 0x0a) return p + 1;
    if (buf[p] === 0x0d) return buf[p + 1] === 0x0a ? p + 2 : p + 1;
  }
  return -1;
}

/** Could a dictionary end right before `k`: ">>" then white space, or a comment in between. */
function dictMayEnd(buf: Buffer, k: number): boolean {
  let q = k - 1;
  while (q >= 0 && isSpace(buf[q])) q--;
  if (q >= 1 && buf[q] === 0x3e && buf[q - 1] === 0x3e) return true;
  return buf.subarray(Math.max(0, k - 256), k).includes(0x25);
}

/**
 * Every dictionary that, read from one of the "<<" before `k`, ends right before `k` (white space and comments
 * aside). Usually one; a string inside the dictionary can make a second, and both are counted, so a fake
 * inner dictionary cannot hide the real filters.
 */
function dictsBefore(buf: Buffer, k: number, work: Work): Map<string, PdfValue>[] {
  const out: Map<string, PdfValue>[] = [];
  let p = k;
  for (let left = DICT_TRIES; left > 0; left--) {
    p = buf.lastIndexOf("<<", p - 1);
    if (p < 0 || k - p > DICT_WINDOW) break;
    const r = dictAt(buf, p, k);
    work(r.end - p + TRY_COST);
    if (!r.dict || afterSpace(buf, r.end, k) !== k) continue;
    if (!out.length) left = DICT_TRIES_AFTER + 1;
    out.push(r.dict);
  }
  return out;
}

/** `dict.get(a, b)` as pdf.js has it: the first key that is present. */
const get = (d: Map<string, PdfValue>, a: string, b: string) => d.get(a) ?? d.get(b);

/** A value with its reference resolved: every definition found; none when it cannot be found. */
function resolved(v: PdfValue | undefined, objects: ObjectIndex): (PdfValue | undefined)[] {
  return isRef(v) ? objects.resolve(v.ref) : [v];
}

/** Decode parameters as a dictionary, null when there are none, "unknown" when their reference is not found. */
function parmsOf(v: PdfValue | undefined, objects: ObjectIndex): FilterStep["parms"] {
  const [p] = resolved(v, objects);
  if (isRef(v) && p === undefined) return "unknown";
  return isDict(p) ? p : null;
}

/** The filter chains of a stream dictionary (/F or /Filter, a name or an array), with their parameters. */
function chainsOf(dict: Map<string, PdfValue>, objects: ObjectIndex): FilterStep[][] {
  const filters = resolved(get(dict, "F", "Filter"), objects);
  if (!filters.length) throw new UncheckableStream("a stream's /Filter is a reference the check cannot resolve");
  const parms = get(dict, "DP", "DecodeParms");
  return filters.flatMap((f): FilterStep[][] => {
    if (isName(f)) return [[{ name: f.name, parms: parmsOf(parms, objects) }]];
    if (!Array.isArray(f)) return []; // no filter: nothing expands
    const steps: FilterStep[] = [];
    for (const [i, item] of f.entries()) {
      const [name] = resolved(item, objects);
      if (name === undefined) throw new UncheckableStream("a stream's filter is a reference the check cannot resolve");
      if (!isName(name)) return []; // pdf.js: "Bad filter name", the stream is not read
      steps.push({ name: name.name, parms: Array.isArray(parms) ? parmsOf(parms[i], objects) : null });
    }
    return [steps];
  });
}

/** The end of the data per /Length, when `endstream` follows it; otherwise the end of the file. */
function endOf(buf: Buffer, start: number, dicts: Map<string, PdfValue>[], objects: ObjectIndex): number {
  let end = -1;
  for (const d of dicts)
    for (const len of resolved(d.get("Length"), objects)) {
      if (typeof len !== "number" || !Number.isInteger(len) || len < 0 || start + len > buf.length) continue;
      const at = afterSpace(buf, start + len);
      if (buf.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM)) end = Math.max(end, start + len);
    }
  return end < 0 ? buf.length : end;
}

/**
 * Every stream of the file that pdf.js could read: each `stream` keyword (also inside another stream's data,
 * where an object can hide that the cross-reference table points to) with a dictionary before it. A keyword
 * whose dictionary is not found within DICT_WINDOW bytes is left to the reader's own limits.
 */
export function* streamsOf(buf: Buffer, work: Work): Generator<FoundStream> {
  const objects = new ObjectIndex(buf);
  for (let k = buf.indexOf(STREAM); k !== -1; k = buf.indexOf(STREAM, k + 1)) {
    work(1);
    if ((k > 0 && isRegular(buf[k - 1])) || (k + 6 < buf.length && isRegular(buf[k + 6]))) continue; // part of a longer word, "endstream" too
    const start = lineAfter(buf, k + STREAM.length);
    if (start < 0 || !dictMayEnd(buf, k)) continue;
    const dicts = dictsBefore(buf, k, work);
    if (!dicts.length) continue;
    yield { start, end: endOf(buf, start, dicts, objects), chains: dicts.flatMap((d) => chainsOf(d, objects)) };
  }
}
