/**
 * What an e-mail body may contain (ADR 0147, 0151): formatting tags, and links to http(s) or mailto addresses
 * that open in a new tab without access to the opener. The server's sanitiser (functions/lib/sanitize-html.ts,
 * before a body is stored or sent) and the SPA's (web/lib/safeHtml.ts, before a stored body is shown) both
 * read this one list.
 */
export const EMAIL_TAGS = ["p", "br", "ul", "ol", "li", "a", "strong", "b", "em", "i", "u", "s", "h1", "h2", "blockquote"] as const;

/** The only attribute kept: a link's target address. */
export const EMAIL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ["href"] };

/** The attributes every kept link gets. */
export const LINK_EXTRAS = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Elements whose content is code or invisible: removed together with everything inside. */
export const DROP_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "title",
  "svg",
  "math",
  "head",
  "select",
] as const;

/** A link target that is kept: http(s) or mailto, judged after entities and invisible characters are removed. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  if (!/^(https?:|mailto:)/.test(compact)) return null;
  return /^[^\s]+$/.test(value) ? value : null;
}

/** Character references decoded (numeric, and the named ones that can hide a scheme or a line break). */
export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&nbsp;/gi, "\u00a0")
    .replace(/&amp;/gi, "&");
}

/** The text of sanitised HTML (the e-mail's plain-text part and previews). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|li|h1|h2|blockquote)>/gi, "\n")
      .replace(/<li>/gi, "- ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
