/**
 * An allow-list HTML sanitiser for outreach e-mails (ADR 0147). DOMPurify needs a DOM, and none is installed
 * for Node (jsdom/happy-dom would be a new dependency for one field), so the server and the SPA both use this:
 * the input is tokenised into text, comments and tags; every tag is rebuilt from scratch — only the names in
 * ALLOWED survive, with only `href` on links (http, https or mailto) — and every piece of text is re-escaped.
 * Nothing of the input is copied through verbatim except text, so no attribute, event handler, style or
 * script can survive. The content of script-like elements is dropped with them. Unclosed tags are closed.
 */
const ALLOWED = new Set(["p", "br", "ul", "ol", "li", "a", "strong", "b", "em", "i", "u", "s", "h1", "h2", "blockquote"]);
const VOID = new Set(["br"]);
/** Elements whose content is code or invisible: removed together with everything inside. */
const DROP_WITH_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript", "textarea", "title", "svg", "math", "head", "select"]);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/y;
const ATTR = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

const escapeText = (s: string) => s.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(parseInt(d, 10), 0x10ffff)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/** A link target we keep: http(s) or mailto, judged after entities and invisible characters are removed. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  if (!/^(https?:|mailto:)/.test(compact)) return null;
  return /^[^\s]+$/.test(value) ? value : null;
}

export function sanitizeHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let i = 0;
  let dropping: string | null = null;
  while (i < input.length) {
    const lt = input.indexOf("<", i);
    if (lt < 0) {
      if (!dropping) out += escapeText(input.slice(i));
      break;
    }
    if (!dropping) out += escapeText(input.slice(i, lt));
    if (input.startsWith("<!--", lt)) {
      const end = input.indexOf("-->", lt + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(input);
    if (!m) {
      // A "<" that starts no tag (or a declaration like <!DOCTYPE …>): text, or skipped inside dropped content.
      if (/^<[!?]/.test(input.slice(lt, lt + 2))) {
        const end = input.indexOf(">", lt);
        i = end < 0 ? input.length : end + 1;
      } else {
        if (!dropping) out += "&lt;";
        i = lt + 1;
      }
      continue;
    }
    i = TAG.lastIndex;
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === "a") {
      let href: string | null = null;
      for (const a of m[3].matchAll(ATTR)) if (a[1].toLowerCase() === "href") href = safeHref(a[2] ?? a[3] ?? a[4] ?? "");
      out += href ? `<a href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer">` : "<a>";
    } else out += `<${name}>`;
    if (!VOID.has(name)) open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
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
