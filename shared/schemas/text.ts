/**
 * What every text the API accepts must be: well-formed Unicode (no lone UTF-16 surrogate, which cannot be
 * encoded as UTF-8: signing a download link, sending a mail or writing a CSV of it fails later, for every
 * reader of the record) and free of control characters other than tab and line breaks (NUL and the rest
 * have no meaning in a name, a note or a mail and break headers and exports). Single-line fields (names,
 * file names, subjects) refuse line breaks too. The handler stack applies `textIssue` to every string of a
 * request (keys and free-form values included); the schema building block `z.string()` applies it to each
 * field, so a form shows the same message next to the field.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
/** C0 controls except tab, LF and CR; DEL; C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\r\n\u2028\u2029]/;

export const TEXT_MESSAGES = {
  malformed: "Must be valid text (it contains a broken character)",
  control: "Must not contain control characters",
  multiline: "Must be a single line",
} as const;

/** The problem with `s` as stored text, or null when it is fine. */
export function textIssue(s: string, singleLine = false): string | null {
  if (LONE_SURROGATE.test(s)) return TEXT_MESSAGES.malformed;
  if (CONTROL.test(s)) return TEXT_MESSAGES.control;
  if (singleLine && LINE_BREAK.test(s)) return TEXT_MESSAGES.multiline;
  return null;
}

/** `s` with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would: safe to encode, sign or log. */
export const wellFormed = (s: string) => s.replace(LONE_SURROGATES, "\uFFFD");

/** `s` made acceptable: lone surrogates become U+FFFD, control characters (and line breaks, for one line) go. */
export const cleanText = (s: string, singleLine = false) =>
  wellFormed(s)
    .replace(new RegExp(CONTROL.source, "g"), "")
    .replace(singleLine ? /[\r\n\u2028\u2029]+/g : /(?!)/, singleLine ? " " : "");

/** Every string (object keys included) in a parsed JSON value or query map that is not acceptable text, with its path. */
export function textIssues(value: unknown, root: string, depth = 0): { path: string; message: string }[] {
  if (typeof value === "string") {
    const message = textIssue(value);
    return message ? [{ path: root, message }] : [];
  }
  // Deeper than any schema nests: the schema refuses the shape itself.
  if (depth > 40 || value === null || typeof value !== "object") return [];
  const out: { path: string; message: string }[] = [];
  for (const [k, v] of Object.entries(value)) {
    const at = `${root}.${k}`;
    const keyIssue = textIssue(k);
    if (keyIssue) out.push({ path: `${root}.${wellFormed(k)}`, message: keyIssue });
    else out.push(...textIssues(v, at, depth + 1));
    if (out.length >= 20) break;
  }
  return out;
}
