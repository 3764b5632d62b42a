import { deflateSync } from "node:zlib";

/**
 * Real, small PNG images made in code (no image library): a coloured badge with the visitor's initials, for
 * the booth seed, tests and the bench. A PNG is a signature plus chunks (length, type, data, CRC-32); the
 * pixels are RGB rows, each prefixed with filter byte 0, deflated with node:zlib.
 */

/** A 3×5 bitmap font for the initials (rows of three pixels, top to bottom). */
const GLYPHS: Record<string, string> = {
  A: "010101111101101",
  B: "110101110101110",
  C: "011100100100011",
  D: "110101101101110",
  E: "111100110100111",
  F: "111100110100100",
  G: "011100101101011",
  H: "101101111101101",
  I: "111010010010111",
  J: "001001001101010",
  K: "101101110101101",
  L: "100100100100111",
  M: "101111111101101",
  N: "110101101101101",
  O: "010101101101010",
  P: "110101110100100",
  Q: "010101101110011",
  R: "110101110101101",
  S: "011100010001110",
  T: "111010010010010",
  U: "101101101101111",
  V: "101101101101010",
  W: "101101111111101",
  X: "101101010101101",
  Y: "101101010010010",
  Z: "111001010100111",
};

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width`×`height` RGB pixels given by `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** The initials of a name: first letters of the first and last words (A–Z only). */
export const initialsOf = (name: string) => {
  const words = name
    .normalize("NFD")
    .toUpperCase()
    .replace(/[^A-Z\s]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return (words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1][0] : "") || "X";
};

/** A 160×120 badge: a coloured card with a white band and the initials in large dark letters. */
export function badgePng(name: string, hue: number): Buffer {
  const W = 160,
    H = 120,
    SCALE = 10;
  const initials = initialsOf(name);
  const [r, g, b] = hsl(hue, 0.55, 0.45);
  const textW = initials.length * 3 * SCALE + (initials.length - 1) * SCALE;
  const x0 = Math.floor((W - textW) / 2),
    y0 = 35;
  return encodePng(W, H, (x, y) => {
    if (y < 20) return [r, g, b];
    const gx = x - x0,
      gy = y - y0;
    if (gx >= 0 && gy >= 0 && gy < 5 * SCALE) {
      const i = Math.floor(gx / (4 * SCALE));
      const col = Math.floor((gx % (4 * SCALE)) / SCALE);
      const glyph = GLYPHS[initials[i] ?? ""];
      if (glyph && col < 3 && glyph[Math.floor(gy / SCALE) * 3 + col] === "1") return [30, 30, 40];
    }
    return y > H - 12 ? [r, g, b] : [250, 250, 250];
  });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
