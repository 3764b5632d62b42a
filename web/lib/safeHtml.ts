import DOMPurify from "dompurify";
import { EMAIL_ATTRIBUTES, EMAIL_TAGS, LINK_EXTRAS } from "../../shared/rules/html-allow-list";

/**
 * A stored or drafted e-mail body rendered in the SPA (ADR 0151, 0190): the server sanitised it before storing,
 * and it is sanitised again here with DOMPurify from the same allow-list, so a body that reached the table
 * another way (an import, an older version) can run nothing either. Links open in a new tab without access
 * to this window.
 */
let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") for (const [k, v] of Object.entries(LINK_EXTRAS)) node.setAttribute(k, v);
  });
}

const ALLOWED_ATTR = [...new Set([...Object.values(EMAIL_ATTRIBUTES).flat(), ...Object.keys(LINK_EXTRAS)])];

export function safeHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...EMAIL_TAGS], ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });
}
