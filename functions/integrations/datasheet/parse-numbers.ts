/**
 * Numbers and units as datasheets write them: comma or point decimals, thousands separators (point, comma,
 * apostrophe or a space: "1 350", SI and French style), ranges ("8-12", "8 to 12", "8 bis 12"), bounds
 * ("< 0.1 %") and units glued to or apart from the figure.
 */

/** Plain ASCII forms of the typographic characters datasheets use, so one set of patterns fits all. */
export function normalize(s: string): string {
  return (
    s
      .normalize("NFKC")
      .replace(/[³]/g, "3")
      .replace(/[²]/g, "2")
      .replace(/[¹]/g, "")
      .replace(/[µμ]/g, "u")
      .replace(/[≤≦]/g, "<")
      .replace(/[≥≧]/g, ">")
      .replace(/[‐‑‒–—−]/g, "-")
      .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
      // "Elongation @ Break", "Tensile @ yield": read as "at" so one label fits both (e-mail addresses have no space before "@")
      .replace(/(^|\s)@\s*/g, "$1at ")
      .replace(/º/g, "°")
      // A tolerance belongs to the figure before it: "24 ± 3 MPa" states 24, and the 3 must never be read as the value.
      .replace(/\s*(?:±|\+\/-|\+-)\s*\d+(?:[.,]\d+)?/g, "")
  );
}

export interface Num {
  value: number;
  /** The same digits read with the separator as a thousands mark ("1.250" → 1250), when that is possible. */
  alt?: number;
}

/** Read one number; a lone separator before exactly three digits is ambiguous and also yields `alt`. */
export function parseNumber(raw: string): Num | null {
  const s = raw.replace(/['\s]/g, "");
  if (!/^\d/.test(s)) return null;
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  if (dots && commas) {
    const dec = s.lastIndexOf(".") > s.lastIndexOf(",") ? "." : ",";
    const other = dec === "." ? /,/g : /\./g;
    return { value: Number(s.replace(other, "").replace(",", ".")) };
  }
  const sep = dots ? "." : commas ? "," : null;
  if (!sep) return { value: Number(s) };
  const count = dots || commas;
  const grouped = new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(s);
  if (count > 1) return grouped ? { value: Number(s.split(sep).join("")) } : null;
  const value = Number(s.replace(",", "."));
  if (grouped && !s.startsWith("0")) return { value, alt: Number(s.replace(sep, "")) };
  return { value };
}

const UNIT_ALIASES: [RegExp, string][] = [
  [/^g\/cm3|^g\/cc|^g\/ml|^g cm-3/, "g/cm3"],
  [/^kg\/dm3/, "kg/dm3"],
  [/^kg\/m3/, "kg/m3"],
  [/^g\/l\b|^g\/dm3/, "g/l"],
  [/^g\/10 ?min|^g\/600 ?s/, "g/10min"],
  [/^(cm3|ml|ccm)\/10 ?min/, "cm3/10min"],
  [/^dl\/g/, "dl/g"],
  [/^(cm3|ml)\/g/, "cm3/g"],
  [/^kj\/m2/, "kj/m2"],
  [/^j\/m\b/, "j/m"],
  [/^(mpa|n\/mm2)/, "mpa"],
  [/^gpa/, "gpa"],
  [/^psi/, "psi"],
  [/^ppm/, "ppm"],
  [/^%|^percent|^prozent/, "%"],
  [/^° ?c\b|^°c|^deg ?c\b|^c\b/, "°c"],
  [/^(um|micron|mikron)/, "um"],
  [/^mesh/, "mesh"],
  [/^mm\b/, "mm"],
  [/^kg\b/, "kg"],
  [/^j\b/, "j"],
  [/^s\b|^sec/, "s"],
];

/** The unit a text starts with, normalized (lower case, "g/cm3", "mpa", "°c" …), or null. */
export function unitAt(text: string): string | null {
  const t = text.trimStart().toLowerCase();
  for (const [re, unit] of UNIT_ALIASES) if (re.test(t)) return unit;
  return null;
}

export interface Figure {
  value: number;
  alt?: number;
  /** Upper end of a range. */
  max?: number;
  bound: "<" | ">" | "~" | null;
  unit: string | null;
  index: number;
}

/**
 * A number. A single space followed by exactly three digits groups thousands ("1 350", "12 500,5"; thin and
 * no-break spaces are normalized to it); reading only "350" there would be a wrong value, not a missing one.
 */
const NUM = String.raw`[1-9]\d{0,2}(?: \d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,']\d+)*`;
const FIGURE = new RegExp(String.raw`(<|>|~|ca\.?|approx\.?|max\.?|min\.|typ\.?)?\s*(${NUM})(?:\s*(?:-|to|bis|\.\.\.|…)\s*(${NUM}))?`, "gi");

/** All figures in a text, each with the unit written right after it. */
export function figures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const before = /^\s/.test(m[0]) ? " " : text[m.index - 1];
    if (before && /[a-z0-9.,/]/i.test(before)) continue;
    const lo = parseNumber(m[2]);
    if (!lo) continue;
    const hi = m[3] ? parseNumber(m[3]) : null;
    if (hi && hi.value >= lo.value) {
      out.push({ value: lo.value, alt: lo.alt, max: hi.value, bound: boundOf(m[1]), unit: unitAt(text.slice(m.index + m[0].length)), index: m.index });
    } else {
      const end = m.index + m[0].indexOf(m[2]) + m[2].length;
      out.push({ value: lo.value, alt: lo.alt, bound: boundOf(m[1]), unit: unitAt(text.slice(end)), index: m.index });
    }
  }
  return out;
}

function boundOf(q: string | undefined): Figure["bound"] {
  if (!q) return null;
  const s = q.toLowerCase();
  if (s.startsWith("<") || s.startsWith("max")) return "<";
  if (s.startsWith(">") || s.startsWith("min")) return ">";
  return "~";
}
