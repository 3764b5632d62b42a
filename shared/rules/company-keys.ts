/**
 * Duplicate keys of a company (docs/decisions/0108): two companies sharing one of these are
 * possible duplicates. Pure, shared by the server's key rows and any client-side hint.
 */

/** Legal-form suffixes removed from the end of a name (after punctuation is removed and case folded). */
const LEGAL_SUFFIXES = [
  "gmbh & co kg",
  "gmbh co kg",
  "sp z o o",
  "spzoo",
  "s a r l",
  "sarl",
  "s r l",
  "srl",
  "s p a",
  "spa",
  "s a s",
  "sas",
  "s a",
  "sa",
  "b v",
  "bv",
  "n v",
  "nv",
  "a s",
  "as",
  "ab",
  "oy",
  "ltd",
  "limited",
  "llc",
  "inc",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "gmbh",
  "ag",
  "kg",
  "ohg",
  "ug",
  "e k",
  "ek",
  "se",
  "sl",
  "s l",
  "lda",
  "ltda",
  "sro",
  "s r o",
  "kft",
  "doo",
  "d o o",
];

/** Lower-case, accents folded, punctuation removed, legal suffixes (repeatedly) dropped from the end. */
export function normaliseCompanyName(name: string): string {
  let s = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " & ")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (s.endsWith(` ${suffix}`) && s.length > suffix.length + 1) {
        s = s.slice(0, -suffix.length - 1).trim();
        changed = true;
      }
    }
  }
  return s.replace(/&/g, "").replace(/\s+/g, " ").trim();
}

/** The host of a website without scheme, www., port, path, query or trailing dot; null when there is none. */
export function websiteDomain(website: string): string | null {
  const raw = website.trim().toLowerCase();
  if (!raw) return null;
  const host = raw
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .split(/[/?#]/)[0]
    .replace(/^[^@]*@/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "")
    .replace(/^www\d*\./, "");
  return host.includes(".") ? host : null;
}

/** A VAT number without spaces, dots, dashes or slashes, upper-cased; null when nothing is left. */
export function normaliseVat(vat: string): string | null {
  const v = vat.replace(/[\s.\-/]/g, "").toUpperCase();
  return v.length >= 4 ? v : null;
}

export type CompanyKeyKind = "name" | "website" | "registrationNumber";
export interface CompanyKey {
  kind: CompanyKeyKind;
  value: string;
}

/** The keys of a company's name, website and VAT number (each when it gives one). */
export function companyKeys(c: { name?: string | null; website?: string | null; registrationNumber?: string | null }): CompanyKey[] {
  const keys: CompanyKey[] = [];
  const name = c.name ? normaliseCompanyName(c.name) : "";
  if (name) keys.push({ kind: "name", value: name });
  const domain = c.website ? websiteDomain(c.website) : null;
  if (domain) keys.push({ kind: "website", value: domain });
  const vat = c.registrationNumber ? normaliseVat(c.registrationNumber) : null;
  if (vat) keys.push({ kind: "registrationNumber", value: vat });
  return keys;
}

/* ---------- name fragments: the search index of company names (docs/decisions/0102) ---------- */

/** Fragments are cut to this length; a longer search word is cut the same way before it is looked up. */
export const FRAGMENT_LENGTH = 20;
/** Fragments are filed under their first two characters; shorter search words cannot use the index. */
export const FRAGMENT_HEAD = 2;

/** Lower-cased words of a text (letters and digits), as both names and search texts are split. */
export const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Every suffix of every word of the name (at least two characters, cut to FRAGMENT_LENGTH), each once. A name
 * contains a search word exactly when one of its fragments starts with that word, so "cycl" finds
 * "EcoRecyclers" through the fragment "cyclers" with one prefix Query instead of reading every company.
 */
export function nameFragments(name: string): string[] {
  const out = new Set<string>();
  for (const word of searchWords(name)) for (let i = 0; i + FRAGMENT_HEAD <= word.length; i++) out.add(word.slice(i, i + FRAGMENT_LENGTH));
  return [...out];
}

/**
 * The words of a search text to look up in the fragment index, longest first (at most `max`; each cut to
 * FRAGMENT_LENGTH); empty when none is long enough. The caller keeps the word that names the fewest companies.
 */
export function searchFragments(q: string, max = 4): string[] {
  const words = [
    ...new Set(
      searchWords(q)
        .filter((w) => w.length >= FRAGMENT_HEAD)
        .map((w) => w.slice(0, FRAGMENT_LENGTH)),
    ),
  ];
  return words.sort((a, b) => b.length - a.length).slice(0, max);
}
