import DOMPurify from "dompurify";

/**
 * A stored body rendered in the SPA (ADR 0151): the server sanitised it before storing, and it is sanitised
 * again here with DOMPurify, so a body that reached the table another way (an import, an older version) can
 * run nothing either. Only formatting tags survive; links open in a new tab without access to this window.
 */
const ALLOWED_TAGS = ["p", "br", "ul", "ol", "li", "a", "strong", "b", "em", "i", "u", "s", "h1", "h2", "blockquote"];

let hooked = false;
function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

export function safeHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ["href", "target", "rel"], ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i });
}
