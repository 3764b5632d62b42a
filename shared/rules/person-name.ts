/** "Anna Maria Berg" → first "Anna Maria", last "Berg"; a single word is the first name. */
export function splitName(full: string): { firstName: string; lastName: string | null } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? full.trim(), lastName: null };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] };
}

/**
 * The visitor's name for an e-mail's greeting, or null when it does not read like a person's name (ADR 0160).
 * A public form's name field is the one piece of a stranger's text an e-mail to a third party may hold, so it
 * is used only when it cannot carry a message: letters of any script (with their combining marks), single
 * spaces, hyphens and apostrophes inside words, and dots only to end an initial ("J.", "J.-P.", "J.R.R.") or a
 * short title-case abbreviation ("Dr.", "Prof."); at most 60 characters and 4 words (lower-case particles such
 * as "de la" or "van der" not counted), and not a capitalised word followed by lower-case ones as a sentence
 * is written ("Jana Nováková" and "jana nováková" pass, "Call support now" does not). No digits, no "@", "/",
 * ":", "!", "?", so no link, address, phone number or sentence ("Your account is locked. Call support now").
 * Some rare real names fall back to the plain greeting; that costs nothing.
 */
export const GREETING_NAME_MAX_LENGTH = 60;
export const GREETING_NAME_MAX_WORDS = 4;
const PARTICLES = new Set([
  "al",
  "bin",
  "da",
  "das",
  "de",
  "del",
  "della",
  "den",
  "der",
  "di",
  "do",
  "dos",
  "du",
  "e",
  "ibn",
  "la",
  "le",
  "ten",
  "ter",
  "van",
  "von",
  "y",
  "zu",
]);
/** A word: letters (each with its marks), joined by single hyphens or apostrophes ("O'Brien", "Jean-Luc"). */
const WORD = /^\p{L}\p{M}*(?:['’-]?\p{L}\p{M}*)*$/u;
/** Initials ("J.", "J.R.R.", "J.-P.") and title-case abbreviations of up to four letters ("Dr.", "Mrs."). */
const ABBREVIATION = /^(?:\p{L}\p{M}*\.(?:-?\p{L}\p{M}*\.)*|\p{Lu}\p{Ll}{1,3}\.)$/u;

/** A word's case by its main part's first letter ("d'Artagnan" → upper); scripts without case have none. */
function letterCase(word: string): "upper" | "lower" | "none" {
  const first = word.split(/['’]/).pop()!.charAt(0);
  return /\p{Lu}/u.test(first) ? "upper" : /\p{Ll}/u.test(first) ? "lower" : "none";
}

export function greetingName(personName: string): string | null {
  const name = personName.normalize("NFC").replace(/\s+/g, " ").trim();
  if (!name || name.length > GREETING_NAME_MAX_LENGTH) return null;
  const words = name.split(" ");
  if (!words.every((w) => WORD.test(w) || ABBREVIATION.test(w))) return null;
  if (words.filter((w, i) => i === 0 || !PARTICLES.has(w)).length > GREETING_NAME_MAX_WORDS) return null;
  const cases = new Set(words.filter((w) => !PARTICLES.has(w)).map(letterCase));
  return cases.has("upper") && cases.has("lower") ? null : name;
}
