import { randomBytes } from "node:crypto";
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ascii85Encode, lzwEncode, lzwZeros, runLengthEncode } from "../../../test/fixtures/datasheets/encoders";
import { ascii85, asciiHex, CHUNK, flate, lzw, runLength, SliceSource } from "./pdf-filters";

const noWork = () => {};
const all = (chunks: Iterable<Uint8Array>) => {
  const parts: Buffer[] = [];
  for (const c of chunks) {
    expect(c.length).toBeLessThanOrEqual(CHUNK + 258);
    parts.push(Buffer.from(c));
  }
  return Buffer.concat(parts);
};
const src = (b: Uint8Array) => new SliceSource(b, 0, b.length);
const length = (chunks: Iterable<Uint8Array>) => {
  let n = 0;
  for (const c of chunks) n += c.length;
  return n;
};

/** Text-like data (repeats for back references, some noise for literals), about `n` bytes. */
const sample = (n: number) => Buffer.concat([Buffer.from("Density 0.92 g/cm3\tMFR 12 g/10 min\n".repeat(Math.ceil(n / 70))), randomBytes(n / 2)]);

describe("the stream decoders of the expansion check", () => {
  it.each([0, 1, 6, 9])("FlateDecode gives zlib's output (level %i: stored, fixed and dynamic blocks)", (level) => {
    const data = sample(300_000);
    expect(all(flate(src(deflateSync(data, { level })), noWork)).equals(data)).toBe(true);
  });

  it("FlateDecode reads what pdf.js tolerates and zlib refuses: a stored block of length 0 with a zero complement", () => {
    const rest = deflateRawSync(Buffer.alloc(1 << 20, 0x20));
    const data = Buffer.concat([Buffer.from([0x78, 0x9c, 0x00, 0, 0, 0, 0]), rest]);
    expect(length(flate(src(data), noWork))).toBe(1 << 20);
  });

  it("FlateDecode stops at the end of the deflate data, whatever follows", () => {
    const data = Buffer.concat([deflateSync(Buffer.alloc(5000, 1)), Buffer.from("\nendstream\nendobj\n"), deflateSync(Buffer.alloc(9000, 2))]);
    const s = src(data);
    expect(length(flate(s, noWork))).toBe(5000);
    expect(s.pos).toBeLessThan(data.length / 2);
  });

  it("FlateDecode counts a damaged stream up to the damage, and reports its Huffman tables as work", () => {
    const good = deflateSync(sample(200_000), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    let work = 0;
    const n = length(flate(src(good.subarray(0, good.length / 2)), (w) => (work += w)));
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(300_000);
    expect(work).toBeGreaterThan(0);
  });

  it("LZWDecode, ASCII85Decode, ASCIIHexDecode and RunLengthDecode give back what was encoded", () => {
    const data = sample(100_000);
    expect(all(lzw(src(lzwEncode(data)))).equals(data)).toBe(true);
    expect(all(ascii85(src(ascii85Encode(data)))).equals(data)).toBe(true);
    const zeros = Buffer.concat([Buffer.alloc(12), data.subarray(0, 7)]);
    expect(all(ascii85(src(ascii85Encode(zeros)))).equals(zeros)).toBe(true);
    expect(all(asciiHex(src(Buffer.from(`${data.toString("hex").replace(/(.{64})/g, "$1\n")}>`)))).equals(data)).toBe(true);
    expect(all(asciiHex(src(Buffer.from("4a4B 5>")))).equals(Buffer.from([0x4a, 0x4b, 0x50]))).toBe(true);
    const runs = Buffer.concat([Buffer.alloc(1000, 7), data.subarray(0, 5000), Buffer.alloc(3, 1)]);
    expect(all(runLength(src(runLengthEncode(runs)))).equals(runs)).toBe(true);
  });

  it("LZWDecode expands a few hundred KB to 256 MB, counted chunk by chunk", () => {
    const data = lzwZeros(256 << 20);
    expect(data.length).toBeLessThan(300 * 1024);
    expect(length(lzw(src(data)))).toBeGreaterThanOrEqual(256 << 20);
  });
});
