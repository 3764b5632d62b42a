/**
 * What a file really is, read from its first bytes (its "magic number"), so a stored upload is judged by its
 * content and not by the type its uploader declared. Only the types the product accepts are known.
 */
const SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes to read from the start of a file to recognise any known type. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

export function sniffContentType(start: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => start[i] === b))?.type ?? null;
}
