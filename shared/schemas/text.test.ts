import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanText, TEXT_MESSAGES, textIssue, textIssues, wellFormed } from "./text";
import * as z from "./zod";

describe("acceptable text", () => {
  it("refuses lone surrogates, NUL and control characters; keeps tabs, line breaks and any script", () => {
    expect(textIssue("b\udc00.pdf")).toBe(TEXT_MESSAGES.malformed);
    expect(textIssue("x\ud83d")).toBe(TEXT_MESSAGES.malformed);
    expect(textIssue("a\u0000")).toBe(TEXT_MESSAGES.control);
    expect(textIssue("a\u009b")).toBe(TEXT_MESSAGES.control);
    expect(textIssue("a\u007f")).toBe(TEXT_MESSAGES.control);
    for (const ok of ["Köln 😀", "line\r\nline\tx", "Łódź", "東京", ""]) expect(textIssue(ok), ok).toBeNull();
    expect(textIssue("a\nb", true)).toBe(TEXT_MESSAGES.multiline);
  });

  it("cleaning always gives acceptable text (any UTF-16 input)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.boolean(), (s, one) => {
        expect(textIssue(cleanText(s, one), one)).toBeNull();
        expect(() => encodeURIComponent(wellFormed(s))).not.toThrow();
      }),
    );
  });

  it("names each bad string of a free-form value by its path, keys included", () => {
    expect(textIssues({ a: ["ok", "x\u0000"], "k\ud800": 1, n: 5 }, "body")).toEqual([
      { path: "body.a.1", message: TEXT_MESSAGES.control },
      { path: "body.k\ufffd", message: TEXT_MESSAGES.malformed },
    ]);
  });

  it("every schema string carries the check; line() refuses line breaks", () => {
    expect(z.safeParse(z.string(), "a\u0000").success).toBe(false);
    expect(z.safeParse(z.string(), "a\nb").success).toBe(true);
    expect(z.safeParse(z.line(), "a\nb").success).toBe(false);
  });
});
