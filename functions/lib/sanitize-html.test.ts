import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_TAGS, htmlToText } from "../../shared/rules/html-allow-list";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml (allow-list)", () => {
  it("keeps the e-mail formatting it allows", () => {
    const html = "<h1>Hi</h1><p>Dear <strong>Ana</strong>, <em>thanks</em><br>for <u>visiting</u>.</p><ul><li>rPP</li></ul><ol><li>x</li></ol>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, styles and their content, and unknown tags but not their text", () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p><style>p{}</style><div class="x">c</div>')).toBe("<p>ab</p>c");
    expect(sanitizeHtml("<SCRIPT SRC=//x.js></SCRIPT>ok")).toBe("ok");
    expect(sanitizeHtml('<svg onload="alert(1)"><circle/></svg>z')).toBe("z");
  });

  it("removes every attribute but a safe href, and makes links open in a new tab", () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml('<a href="https://example.com/m/1" onmouseover="x()">m</a>')).toBe(
      '<a href="https://example.com/m/1" target="_blank" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">mail</a>')).toContain('href="mailto:a@b.c"');
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java&#x09;script:alert(1)",
      "&#106;avascript:alert(1)",
      " javascript:x",
      "data:text/html,<b>",
      "vbscript:x",
    ])
      expect(sanitizeHtml(`<a href="${bad}">l</a>`), bad).toBe("<a>l</a>");
  });

  it("escapes text and stray angle brackets, keeps entities, closes what is left open", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2 &amp; ok")).toBe("1 &lt; 2 &amp; 3 &gt; 2 &amp; ok");
    expect(sanitizeHtml("<p><strong>open")).toBe("<p><strong>open</strong></p>");
    expect(sanitizeHtml("</li>x<!-- c --><!DOCTYPE html>")).toBe("x");
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe("");
    expect(sanitizeHtml('<a href="x>y">q</a>')).toBe("<a>q</a>");
  });

  it("never lets a tag through that it did not rebuild", () => {
    const nasty = [
      "<<script>script>alert(1)<</script>/script>",
      "<p/onclick=alert(1)>x",
      "<a href=javascript:alert(1)>x</a>",
      "<iframe src=//x>",
      '"><img src=x onerror=alert(1)>',
    ];
    for (const n of nasty) {
      const out = sanitizeHtml(n);
      expect(out, n).not.toMatch(/<(?!\/?(p|a|strong|em|br|ul|ol|li|b|i|u|s|h1|h2|blockquote)\b)/);
      expect(out, n).not.toMatch(/<[^>]*(onerror|onclick|javascript:)/i);
    }
  });

  it("gives the text of a draft for the plain-text part", () => {
    expect(htmlToText("<p>Hello&nbsp;<strong>Ana</strong></p><ul><li>rPP</li></ul>")).toContain("- rPP");
  });

  it("whatever fragments are put together, only allow-listed tags and link attributes come out", () => {
    const pieces = [
      "<p>",
      "</p>",
      '<a href="https://x.y/" onclick="z()">',
      "</a>",
      "<script>",
      "</script>",
      "<img src=x onerror=y>",
      "<svg onload=x>",
      "<",
      ">",
      "&",
      '"',
      "'",
      "=",
      "text ",
      "<b style='x'>",
      "<!--",
      "-->",
      "javascript:",
      "<a href=javascript:x>",
      "<iframe>",
      "<div>",
    ];
    const tag = new RegExp(`<(?!/?(?:${EMAIL_TAGS.join("|")})[\\s>])`, "i");
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const out = sanitizeHtml(parts.join(""));
        expect(out).not.toMatch(tag);
        for (const attrs of out.matchAll(/<a\s([^>]*)>/g)) expect(attrs[1]).toMatch(/^href="https?:[^"]*" target="_blank" rel="noopener noreferrer"$/);
        expect(out).not.toMatch(/<(?!a\s)[a-z0-9]+\s[^>]*>/i);
      }),
      { numRuns: 500 },
    );
  });
});
