/** Content codings the build precompresses, best first (scripts/build/precompress.ts writes .br and .gz). */
const CODINGS = [
  { coding: "br", ext: ".br" },
  { coding: "gzip", ext: ".gz" },
] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * The best precompressed copy the client accepts (RFC 9110 section 12.5.3): a coding listed with q=0 is refused, "*"
 * accepts any coding not listed; null means send the file as it is.
 */
export function pickEncoding(acceptEncoding: string | undefined, exists: (ext: string) => boolean): Coding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (c: string) => (q.get(c) ?? q.get("*") ?? 0) > 0;
  return CODINGS.find((c) => accepted(c.coding) && exists(c.ext)) ?? null;
}
