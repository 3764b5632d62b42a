/**
 * Just enough of PDF's object syntax to read a stream's dictionary and the objects it refers to, as leniently
 * as pdf.js's parser (a dictionary key that is not a name is skipped, like pdf.js does). Values the stream
 * check does not need (strings, booleans, keywords) are kept only as "other".
 */
export type PdfValue = number | { name: string } | { ref: string } | PdfValue[] | Map<string, PdfValue> | { other: true };

export const isName = (v: PdfValue | undefined): v is { name: string } => typeof v === "object" && v !== null && "name" in v;
export const isRef = (v: PdfValue | undefined): v is { ref: string } => typeof v === "object" && v !== null && "ref" in v;
export const isDict = (v: PdfValue | undefined): v is Map<string, PdfValue> => v instanceof Map;

const OTHER = { other: true } as const;

/** PDF white-space characters: NUL, TAB, LF, FF, CR, SPACE. */
export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
/** Delimiters end a token: ( ) < > [ ] { } / % */
const isDelimiter = (c: number) =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
/** A byte that is neither white space nor a delimiter, so it continues a name, number or keyword. */
export const isRegular = (c: number) => !isSpace(c) && !isDelimiter(c);

const hexValue = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);

/** Arrays and dictionaries nested deeper are not read (a stream dictionary nests two or three levels). */
const MAX_DEPTH = 32;

/** Thrown inside the parser when the bytes are not an object (or run past the end it may read to). */
class NotAnObject {}
/** One instance, thrown again and again: no stack trace to capture, as most candidates tried are not objects. */
const NOT_AN_OBJECT = new NotAnObject();

/** Reads objects from `buf` between `pos` and `end`. */
class ObjectReader {
  constructor(
    private readonly buf: Uint8Array,
    public pos: number,
    private readonly end: number,
  ) {}

  private peek(at = this.pos): number {
    if (at >= this.end) throw NOT_AN_OBJECT;
    return this.buf[at];
  }

  /** Skip white space and comments. */
  skipSpace(): void {
    while (this.pos < this.end) {
      const c = this.buf[this.pos];
      if (isSpace(c)) this.pos++;
      else if (c === 0x25) while (this.pos < this.end && this.buf[this.pos] !== 0x0a && this.buf[this.pos] !== 0x0d) this.pos++;
      else break;
    }
  }

  private regularRun(): string {
    const from = this.pos;
    while (this.pos < this.end && isRegular(this.buf[this.pos])) this.pos++;
    return String.fromCharCode(...this.buf.subarray(from, Math.min(this.pos, from + 64)));
  }

  /** A name after its "/": #xx escapes decoded, as pdf.js does (/Fl#61teDecode is /FlateDecode). */
  private name(): { name: string } {
    this.pos++;
    let s = "";
    while (this.pos < this.end && isRegular(this.buf[this.pos])) {
      const c = this.buf[this.pos++];
      const h1 = c === 0x23 && this.pos + 1 < this.end ? hexValue(this.buf[this.pos]) : -1;
      const h2 = h1 >= 0 ? hexValue(this.buf[this.pos + 1]) : -1;
      if (h2 >= 0) {
        s += String.fromCharCode((h1 << 4) | h2);
        this.pos += 2;
      } else if (s.length < 128) s += String.fromCharCode(c);
    }
    return { name: s };
  }

  /** A literal string: balanced parentheses, backslash escapes. Its value is not needed. */
  private skipString(): void {
    const { buf, end } = this;
    let depth = 0;
    for (let p = this.pos; p < end;) {
      const c = buf[p++];
      if (c === 0x5c) p++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos = p;
        return;
      }
    }
    this.pos = end;
    throw NOT_AN_OBJECT;
  }

  private depth = 0;

  /** The next object; `int int R` is a reference. Nesting deeper than MAX_DEPTH is not an object here. */
  value(): PdfValue {
    if (++this.depth > MAX_DEPTH) throw NOT_AN_OBJECT;
    try {
      return this.valueAt();
    } finally {
      this.depth--;
    }
  }

  private valueAt(): PdfValue {
    this.skipSpace();
    const c = this.peek();
    if (c === 0x2f) return this.name();
    if (c === 0x28) {
      this.skipString();
      return OTHER;
    }
    if (c === 0x3c && this.peek(this.pos + 1) === 0x3c) return this.dict();
    if (c === 0x3c) {
      const close = this.buf.indexOf(0x3e, this.pos);
      if (close < 0 || close >= this.end) throw NOT_AN_OBJECT;
      this.pos = close + 1;
      return OTHER;
    }
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.peek() === 0x5d) {
          this.pos++;
          return items;
        }
        items.push(this.value());
      }
    }
    if (c === 0x29) throw NOT_AN_OBJECT; // pdf.js: "Illegal character"
    if (!isRegular(c)) {
      this.pos++; // a lone > ] { or }: a command token in pdf.js, a value of no use here
      return OTHER;
    }
    const word = this.regularRun();
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return OTHER; // true, false, null, or a keyword
    const n = Number(word);
    const ref = /^\d+$/.test(word) ? this.refAfter(word) : null;
    return ref ?? n;
  }

  /** After an integer: "G R" makes it a reference "N G"; otherwise the position is left as it was. */
  private refAfter(num: string): { ref: string } | null {
    const back = this.pos;
    this.skipSpace();
    const gen = this.pos < this.end && this.buf[this.pos] >= 0x30 && this.buf[this.pos] <= 0x39 ? this.regularRun() : "";
    if (/^\d+$/.test(gen)) {
      this.skipSpace();
      if (this.pos < this.end && this.buf[this.pos] === 0x52 && (this.pos + 1 >= this.end || !isRegular(this.buf[this.pos + 1]))) {
        this.pos++;
        return { ref: `${Number(num)} ${Number(gen)}` };
      }
    }
    this.pos = back;
    return null;
  }

  private dict(): Map<string, PdfValue> {
    this.pos += 2;
    const d = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.peek() === 0x3e && this.peek(this.pos + 1) === 0x3e) {
        this.pos += 2;
        return d;
      }
      const key = this.value();
      if (!isName(key)) continue; // pdf.js: "Malformed dictionary: key must be a name object", skipped
      this.skipSpace();
      if (this.peek() === 0x3e && this.peek(this.pos + 1) === 0x3e) continue; // a key without a value
      d.set(key.name, this.value());
    }
  }
}

/** The dictionary at `pos` (its "<<"), read to no further than `end`, and where it ends; dict null if it is not one. */
export function dictAt(buf: Uint8Array, pos: number, end: number): { dict: Map<string, PdfValue> | null; end: number } {
  const r = new ObjectReader(buf, pos, end);
  try {
    const v = r.value();
    return { dict: isDict(v) ? v : null, end: r.pos };
  } catch (e) {
    if (e instanceof NotAnObject) return { dict: null, end: r.pos };
    throw e;
  }
}

/** The object at `pos`, read to no further than `end`, or null. */
export function valueAt(buf: Uint8Array, pos: number, end: number): PdfValue | null {
  try {
    return new ObjectReader(buf, pos, end).value();
  } catch (e) {
    if (e instanceof NotAnObject) return null;
    throw e;
  }
}

/** Where the object after `pos` starts, white space and comments skipped. */
export function afterSpace(buf: Uint8Array, pos: number, end = buf.length): number {
  const r = new ObjectReader(buf, pos, end);
  r.skipSpace();
  return r.pos;
}

/** The largest object a reference is resolved to; longer ones are not read. */
const MAX_OBJECT_BYTES = 64 * 1024;

/**
 * Resolves "N G" references by finding "N G obj" in the file. Every definition found is returned (an
 * incremental update may define an object again, and which one pdf.js uses depends on the xref); objects
 * inside compressed object streams are not found.
 */
export class ObjectIndex {
  private offsets: Map<string, number[]> | undefined;
  constructor(private readonly buf: Buffer) {}

  resolve(ref: string): PdfValue[] {
    this.offsets ??= this.index();
    return (this.offsets.get(ref) ?? []).map((at) => valueAt(this.buf, at, Math.min(this.buf.length, at + MAX_OBJECT_BYTES))).filter((v) => v !== null);
  }

  private index(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    const text = this.buf.toString("latin1");
    for (const m of text.matchAll(/(?<![0-9])(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])/g)) {
      const key = `${Number(m[1])} ${Number(m[2])}`;
      out.set(key, [...(out.get(key) ?? []), m.index + m[0].length]);
    }
    return out;
  }
}
