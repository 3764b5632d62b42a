import { FilterXSS } from "xss";
import { DROP_WITH_CONTENT, EMAIL_ATTRIBUTES, EMAIL_TAGS, LINK_EXTRAS, safeHref } from "../../shared/rules/html-allow-list";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The server's e-mail body sanitiser (ADR 0190): js-xss, a maintained allow-list sanitiser that needs no DOM
 * (19 KB in a bundle, where sanitize-html brings postcss and weighs 191 KB), set from the one allow-list the
 * SPA's DOMPurify reads too. Tags outside the list are removed (their text stays), script-like elements with
 * their content, every attribute but a safe link address; links get the new-tab attributes.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(EMAIL_TAGS.map((t) => [t, [...(EMAIL_ATTRIBUTES[t] ?? [])]])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...DROP_WITH_CONTENT],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== "a" || name !== "href") return "";
    const href = safeHref(value);
    return href ? `href="${escapeAttr(href)}" target="${LINK_EXTRAS.target}" rel="${LINK_EXTRAS.rel}"` : "";
  },
  // the library's own value check runs after ours; ours already decided
  safeAttrValue: (_tag, _name, value) => value,
});

/** Closes tags left open, so a stored body cannot swallow what is rendered after it. */
function closeOpen(html: string): string {
  const open: string[] = [];
  const out = html.replace(/<(\/?)([a-z0-9]+)[^>]*>/g, (whole, slash: string, name: string) => {
    if (name === "br") return whole;
    if (!slash) {
      open.push(name);
      return whole;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) return "";
    let closing = "";
    while (open.length > at) closing += `</${open.pop()}>`;
    return closing;
  });
  return (
    out +
    open
      .reverse()
      .map((n) => `</${n}>`)
      .join("")
  );
}

/**
 * Text the parser would mangle, escaped before parsing: a "<" that starts no tag (no letter, "/", "!" or "?"
 * after it) would be stripped as a tag, and a bare "&" that starts no character reference is passed through.
 */
const escapeStrays = (s: string) => s.replace(/<(?![a-zA-Z/!?])/g, "&lt;").replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, "&amp;");

export function sanitizeHtml(input: string): string {
  return closeOpen(filter.process(escapeStrays(input)));
}
