/**
 * Loose comparison of free-text applications with a material's applications and intended markets
 * (ADR 0125): case-insensitive, "other#…" and camelCase codes unfolded ("foodPackaging" → "food packaging"),
 * a trailing plural s dropped, and a match when one side's words all occur in the other's ("film" meets
 * "agricultural film", "automotive" meets "Automotive bumpers").
 */
export interface Phrase {
  norm: string;
  words: string[];
}

const stem = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

export function phrase(raw: string): Phrase | null {
  const text = raw.startsWith("other#") ? raw.slice(6) : raw;
  if (text === "other") return null;
  const words = text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
  return words.length ? { norm: words.join(" "), words } : null;
}

const within = (small: string[], big: string[]) => small.every((w) => big.includes(w));

export const phrasesMeet = (a: Phrase, b: Phrase) => a.norm === b.norm || within(a.words, b.words) || within(b.words, a.words);

export const phrases = (values: readonly (string | null | undefined)[] | null | undefined): Phrase[] =>
  (values ?? []).flatMap((v) => (typeof v === "string" && v ? (phrase(v) ?? []) : []));
