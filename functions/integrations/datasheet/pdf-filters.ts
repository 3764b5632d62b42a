/**
 * The PDF stream filters pdf.js decodes while reading text, re-implemented to count what they produce
 * without keeping it: each decoder reads bytes one at a time and yields its output in chunks of about CHUNK
 * bytes (inflate's may run one match longer), which the next filter (or the counter) consumes before the
 * decoder goes on. They follow pdf.js's
 * decoders (pdfjs core: FlateStream, LZWStream, Ascii85Stream, AsciiHexStream, RunLengthStream) including
 * their tolerance of bad data, so data pdf.js would expand is expanded here too: a stored block of length 0
 * with a wrong complement, over-subscribed Huffman codes, length codes 286/287, no checksum.
 */

/** Bytes to read, one at a time: the next byte or -1 at the end. */
export interface ByteSource {
  byte(): number;
}

/** Bytes `from` to `end` of a buffer; `pos` is how far the reader got. */
export class SliceSource implements ByteSource {
  constructor(
    private readonly buf: Uint8Array,
    public pos: number,
    private readonly end: number,
  ) {}
  byte(): number {
    return this.pos < this.end ? this.buf[this.pos++] : -1;
  }
}

/** The output of a decoder, as the input of the next. */
export class ChunkSource implements ByteSource {
  private chunk: Uint8Array = new Uint8Array(0);
  private at = 0;
  constructor(private readonly chunks: Iterator<Uint8Array>) {}
  byte(): number {
    while (this.at >= this.chunk.length) {
      const next = this.chunks.next();
      if (next.done) return -1;
      this.chunk = next.value;
      this.at = 0;
    }
    return this.chunk[this.at++];
  }
}

/** Work reported besides the output (Huffman tables built, dictionary bytes parsed), so a caller can bound it. */
export type Work = (steps: number) => void;

export const CHUNK = 16 * 1024;

/** A chunk-sized output buffer; `full` says when to yield `take()`. */
class Out {
  buf = new Uint8Array(CHUNK + 4);
  n = 0;
  get full() {
    return this.n >= CHUNK;
  }
  take(): Uint8Array {
    const v = this.buf.subarray(0, this.n);
    this.n = 0;
    return v;
  }
}

/** ASCIIHexDecode: pairs of hex digits, anything else skipped, ">" ends; an odd last digit counts as d0. */
export function* asciiHex(src: ByteSource): Generator<Uint8Array> {
  const out = new Out();
  let first = -1;
  for (let c = src.byte(); c !== -1 && c !== 0x3e; c = src.byte()) {
    const d = c >= 0x30 && c <= 0x39 ? c & 15 : (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66) ? (c & 15) + 9 : -1;
    if (d < 0) continue;
    if (first < 0) first = d;
    else {
      out.buf[out.n++] = (first << 4) | d;
      first = -1;
      if (out.full) yield out.take();
    }
  }
  if (first >= 0) out.buf[out.n++] = first << 4;
  if (out.n) yield out.take();
}

const isAsciiSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;

/** ASCII85Decode: groups of five characters make four bytes, "z" four zeros, "~" ends. */
export function* ascii85(src: ByteSource): Generator<Uint8Array> {
  const out = new Out();
  const group = new Uint8Array(5);
  for (;;) {
    let c = src.byte();
    while (isAsciiSpace(c)) c = src.byte();
    if (c === -1 || c === 0x7e) break;
    if (c === 0x7a) {
      out.buf.fill(0, out.n, out.n + 4);
      out.n += 4;
    } else {
      group[0] = c;
      let i = 1;
      for (; i < 5; i++) {
        c = src.byte();
        while (isAsciiSpace(c)) c = src.byte();
        group[i] = c;
        if (c === -1 || c === 0x7e) break;
      }
      if (i < 5) group.fill(0x75, i, 5);
      let v = 0;
      for (let k = 0; k < 5; k++) v = v * 85 + (group[k] - 33);
      // pdf.js's arithmetic, int32 shifts included: the bytes matter when another filter reads them.
      for (let k = 3; k >= 0; k--) {
        out.buf[out.n + k] = v & 255;
        v >>= 8;
      }
      out.n += i - 1;
      if (i < 5) break;
    }
    if (out.full) yield out.take();
  }
  if (out.n) yield out.take();
}

/** RunLengthDecode: a length byte n copies n+1 bytes (n < 128), repeats the next byte 257-n times (n > 128), 128 ends. */
export function* runLength(src: ByteSource): Generator<Uint8Array> {
  const out = new Out();
  for (;;) {
    const n = src.byte();
    const b = src.byte();
    if (n === -1 || b === -1 || n === 128) break;
    if (n < 128) {
      out.buf[out.n++] = b;
      for (let k = 0; k < n; k++) {
        const c = src.byte();
        if (c === -1) break;
        out.buf[out.n++] = c;
        if (out.full) yield out.take();
      }
    } else {
      let left = 257 - n;
      while (left > 0) {
        const k = Math.min(left, CHUNK + 4 - out.n);
        out.buf.fill(b, out.n, out.n + k);
        out.n += k;
        left -= k;
        if (out.full) yield out.take();
      }
    }
    if (out.full) yield out.take();
  }
  if (out.n) yield out.take();
}

/**
 * LZWDecode as pdf.js decodes it: 9 to 12 bit codes, 256 clears, 257 ends; a code not yet in the table repeats
 * the current sequence plus its first byte. `earlyChange` is the filter's EarlyChange parameter (1 by default).
 */
export function* lzw(src: ByteSource, earlyChange = 1): Generator<Uint8Array> {
  const out = new Out();
  const SIZE = 4096;
  const values = new Uint8Array(SIZE);
  const lengths = new Uint16Array(SIZE);
  const prevCodes = new Uint16Array(SIZE);
  const seq = new Uint8Array(SIZE);
  for (let i = 0; i < 256; i++) {
    values[i] = i;
    lengths[i] = 1;
  }
  let nextCode = 258;
  let codeLength = 9;
  let prevCode = 0;
  let seqLength = 0;
  let cached = 0;
  let bitsCached = 0;
  for (;;) {
    while (bitsCached < codeLength) {
      const c = src.byte();
      if (c === -1) {
        if (out.n) yield out.take();
        return;
      }
      cached = (cached << 8) | c;
      bitsCached += 8;
    }
    bitsCached -= codeLength;
    const code = (cached >>> bitsCached) & ((1 << codeLength) - 1);
    const hasPrev = seqLength > 0;
    if (code < 256) {
      seq[0] = code;
      seqLength = 1;
    } else if (code >= 258) {
      if (code < nextCode) {
        seqLength = lengths[code];
        for (let j = seqLength - 1, q = code; j >= 0; j--) {
          seq[j] = values[q];
          q = prevCodes[q];
        }
      } else seq[seqLength++] = seq[0];
    } else if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      seqLength = 0;
      continue;
    } else break;
    if (hasPrev) {
      prevCodes[nextCode] = prevCode;
      lengths[nextCode] = lengths[prevCode] + 1;
      values[nextCode] = seq[0];
      nextCode++;
      codeLength =
        (nextCode + earlyChange) & (nextCode + earlyChange - 1) ? codeLength : Math.min(Math.log(nextCode + earlyChange) / 0.6931471805599453 + 1, 12) | 0;
    }
    prevCode = code;
    for (let j = 0; j < seqLength;) {
      const k = Math.min(seqLength - j, out.buf.length - out.n);
      if (j < SIZE) out.buf.set(seq.subarray(j, Math.min(j + k, SIZE)), out.n);
      if (j + k > SIZE) out.buf.fill(0, out.n + Math.max(0, SIZE - j), out.n + k); // past `seq`: 0, as in pdf.js
      out.n += k;
      j += k;
      if (out.full) yield out.take();
    }
  }
  if (out.n) yield out.take();
}

/** Deflate's length and distance codes as pdf.js decodes them: (extra bits << 16) | base. */
const LENGTH_CODES = [
  3, 4, 5, 6, 7, 8, 9, 10, 0x1000b, 0x1000d, 0x1000f, 0x10011, 0x20013, 0x20017, 0x2001b, 0x2001f, 0x30023, 0x3002b, 0x30033, 0x3003b, 0x40043, 0x40053,
  0x40063, 0x40073, 0x50083, 0x500a3, 0x500c3, 0x500e3, 258, 258, 258,
];
const DIST_CODES = [
  1, 2, 3, 4, 0x10005, 0x10007, 0x20009, 0x2000d, 0x30011, 0x30019, 0x40021, 0x40031, 0x50041, 0x50061, 0x60081, 0x600c1, 0x70101, 0x70181, 0x80201, 0x80301,
  0x90401, 0x90601, 0xa0801, 0xa0c01, 0xb1001, 0xb1801, 0xc2001, 0xc3001, 0xd4001, 0xd6001,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

interface Huffman {
  codes: Int32Array;
  maxLen: number;
}

/** A lookup table of (length << 16 | symbol) by the next maxLen bits, built like pdf.js (no completeness check). */
function huffman(lengths: Uint8Array, work: Work): Huffman {
  let maxLen = 0;
  for (const l of lengths) if (l > maxLen) maxLen = l;
  const size = 1 << maxLen;
  // Over-subscribed lengths fill entries more than once: count every fill.
  let fills = lengths.length * maxLen;
  for (const l of lengths) if (l > 0) fills += size >> l;
  work(fills);
  const codes = new Int32Array(size);
  for (let len = 1, code = 0, skip = 2; len <= maxLen; ++len, code <<= 1, skip <<= 1) {
    for (let sym = 0; sym < lengths.length; ++sym) {
      if (lengths[sym] !== len) continue;
      let reversed = 0;
      for (let i = 0, t = code; i < len; ++i, t >>= 1) reversed = (reversed << 1) | (t & 1);
      for (let i = reversed; i < size; i += skip) codes[i] = (len << 16) | sym;
      ++code;
    }
  }
  return { codes, maxLen };
}

let fixed: [Huffman, Huffman] | undefined;
function fixedTables(work: Work): [Huffman, Huffman] {
  if (!fixed) {
    const lit = new Uint8Array(288);
    lit.fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
    fixed = [huffman(lit, work), huffman(new Uint8Array(32).fill(5), work)];
  }
  return fixed;
}

/** Bad deflate data: pdf.js stops reading the stream there, and so does the count. */
class BadData {}
const BAD_DATA = new BadData();

/** pdf.js's bit reading for deflate: bytes enter at the top of `buf`, codes leave from the bottom. */
class Bits {
  buf = 0;
  size = 0;
  private readonly src: ByteSource;
  constructor(src: ByteSource) {
    this.src = src;
  }

  /** `n` bits; running out of data is bad data. */
  take(n: number): number {
    while (this.size < n) {
      const b = this.src.byte();
      if (b === -1) throw BAD_DATA;
      this.buf |= b << this.size;
      this.size += 8;
    }
    const v = this.buf & ((1 << n) - 1);
    this.buf >>= n;
    this.size -= n;
    return v;
  }

  /** The next symbol of a Huffman table; the last one may use the bits that remain. */
  symbol({ codes, maxLen }: Huffman): number {
    while (this.size < maxLen) {
      const b = this.src.byte();
      if (b === -1) break;
      this.buf |= b << this.size;
      this.size += 8;
    }
    const code = codes[this.buf & ((1 << maxLen) - 1)];
    const len = code >> 16;
    if (len < 1 || this.size < len) throw BAD_DATA;
    this.buf >>= len;
    this.size -= len;
    return code & 0xffff;
  }
}

/** A dynamic block's tables, as pdf.js reads them (no check that the code lengths make complete codes). */
function dynamicTables(bits: Bits, work: Work): [Huffman, Huffman] {
  const numLit = bits.take(5) + 257;
  const numDist = bits.take(5) + 1;
  const numCodeLen = bits.take(4) + 4;
  const codeLenLengths = new Uint8Array(CODE_LENGTH_ORDER.length);
  for (let i = 0; i < numCodeLen; i++) codeLenLengths[CODE_LENGTH_ORDER[i]] = bits.take(3);
  const codeLenTable = huffman(codeLenLengths, work);
  const lengths = new Uint8Array(numLit + numDist);
  for (let i = 0, len = 0; i < lengths.length;) {
    const code = bits.symbol(codeLenTable);
    let repeat: number;
    let what: number;
    if (code === 16) {
      repeat = bits.take(2) + 3;
      what = len;
    } else if (code === 17) {
      repeat = bits.take(3) + 3;
      what = len = 0;
    } else if (code === 18) {
      repeat = bits.take(7) + 11;
      what = len = 0;
    } else {
      lengths[i++] = len = code;
      continue;
    }
    while (repeat-- > 0) lengths[i++] = what;
  }
  return [huffman(lengths.subarray(0, numLit), work), huffman(lengths.subarray(numLit), work)];
}

const WINDOW = 32 * 1024;

/**
 * FlateDecode (zlib) as pdf.js's FlateStream decodes it. Each step adds at most one match (258 bytes) to a
 * buffer that keeps the last 32 KB for back references; a reference before the start of the output reads 0,
 * as in pdf.js.
 */
export function* flate(src: ByteSource, work: Work): Generator<Uint8Array> {
  const cmf = src.byte();
  const flg = src.byte();
  if (cmf === -1 || flg === -1 || (cmf & 15) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return;
  const bits = new Bits(src);
  const win = new Uint8Array(WINDOW + CHUNK + 300);
  /** Past this position one more match may not fit: the window slides back. */
  const FULL = win.length - 258;
  let pos = 0;
  let emitted = 0;
  /** Where the block stands: a header to read next, stored bytes left to copy, or codes to decode. */
  let stored = -1;
  let tables: [Huffman, Huffman] | null = null;
  let last = false;
  try {
    for (;;) {
      if (stored > 0) {
        const c = src.byte();
        if (c === -1) break;
        win[pos++] = c;
        stored--;
      } else if (tables) {
        let code = bits.symbol(tables[0]);
        if (code < 256) win[pos++] = code;
        else if (code === 256) {
          tables = null;
          if (last) break;
          continue;
        } else {
          code = LENGTH_CODES[code - 257];
          const len = (code & 0xffff) + (code >> 16 > 0 ? bits.take(code >> 16) : 0);
          code = DIST_CODES[bits.symbol(tables[1])] ?? 0;
          const back = (code & 0xffff) + (code >> 16 > 0 ? bits.take(code >> 16) : 0);
          if (back === 0 || back > pos) for (let k = 0; k < len; k++, pos++) win[pos] = pos - back >= 0 && back > 0 ? win[pos - back] : 0;
          else if (back === 1) win.fill(win[pos - 1], pos, (pos += len));
          else if (back >= len) win.copyWithin(pos, pos - back, (pos += len) - back);
          else for (let k = 0; k < len; k++, pos++) win[pos] = win[pos - back];
        }
      } else {
        if (stored === 0 && last) break;
        let hdr: number;
        try {
          hdr = bits.take(3);
        } catch {
          break;
        }
        last = (hdr & 1) === 1;
        hdr >>= 1;
        if (hdr === 0) {
          const b = [src.byte(), src.byte(), src.byte(), src.byte()];
          if (b.includes(-1)) break;
          const len = b[0] | (b[1] << 8);
          const nlen = b[2] | (b[3] << 8);
          if (nlen !== (~len & 0xffff) && (len !== 0 || nlen !== 0)) break;
          bits.buf = 0;
          bits.size = 0;
          stored = len;
        } else if (hdr === 1) {
          stored = -1;
          tables = fixedTables(work);
        } else if (hdr === 2) {
          stored = -1;
          tables = dynamicTables(bits, work);
        } else break; // pdf.js: "Unknown block type in flate stream"
        continue;
      }
      if (pos - emitted >= CHUNK || pos > FULL) {
        yield win.subarray(emitted, pos);
        emitted = pos;
        if (pos > FULL) {
          win.copyWithin(0, pos - WINDOW, pos);
          pos = emitted = WINDOW;
        }
      }
    }
  } catch (e) {
    if (e !== BAD_DATA) throw e;
  }
  if (pos > emitted) yield win.subarray(emitted, pos);
}
