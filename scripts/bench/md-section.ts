/**
 * A "## " section of a benchmark document: from its heading to the next "## " heading or the end. Lets two
 * scripts share one document, each rewriting only its own section.
 */
function bounds(doc: string, heading: string): [number, number] | null {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const next = doc.indexOf("\n## ", start + heading.length + 1);
  return [start + 1, next < 0 ? doc.length : next + 1];
}

/** The section under `heading`, or "" when the document has none. */
export function sectionOf(doc: string, heading: string): string {
  const b = bounds(doc, heading);
  return b ? doc.slice(b[0], b[1]) : "";
}

/** The document with the section under `heading` replaced by `section` (appended when it has none). */
export function replaceSection(doc: string, heading: string, section: string): string {
  const body = section.endsWith("\n") ? section : `${section}\n`;
  const b = bounds(doc, heading);
  if (!b) return `${doc.trimEnd()}\n\n${body}`;
  return `${doc.slice(0, b[0])}${body}${b[1] < doc.length ? "\n" : ""}${doc.slice(b[1])}`;
}

/** Every "## " section of the document whose heading is not in `own`, in order (what another script wrote). */
export function otherSections(doc: string, own: string[]): string {
  const headings = [...doc.matchAll(/^## .*$/gm)].map((m) => m[0]);
  return headings
    .filter((h) => !own.includes(h))
    .map((h) => sectionOf(doc, h))
    .join("");
}
