import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GREETING_NAME_MAX_LENGTH, greetingName, splitName } from "./person-name";

describe("splitName", () => {
  it("takes the last word as the last name", () => {
    expect(splitName("Anna Maria Berg")).toEqual({ firstName: "Anna Maria", lastName: "Berg" });
    expect(splitName(" Cher ")).toEqual({ firstName: "Cher", lastName: null });
  });
});

describe("greetingName", () => {
  it("keeps names of any script, with hyphens, apostrophes, initials, titles and particles", () => {
    for (const name of [
      "Jana Nováková",
      "jana nováková",
      "Ève O'Brien-Łukasz",
      "Charles d'Artagnan",
      "J. R. R. Tolkien",
      "J.R.R. Tolkien",
      "J.-P. Sartre",
      "Dr. Anna Berg",
      "Juan Carlos de la Cruz",
      "Ludwig van der Rohe",
      "Zoë Ørsted",
      "Ana María García López",
      "Γιώργος Παπαδόπουλος",
      "Анна Иванова",
      "山田 太郎",
      "王小明",
      "محمد بن سلمان",
      "अनीता देसाई",
      "Nguyễn Văn An",
    ])
      expect(greetingName(name), name).toBe(name);
    expect(greetingName("  Jana \n Nováková ")).toBe("Jana Nováková");
    expect(greetingName("Jose\u0301")).toBe("José");
  });

  it("refuses what does not read like a name: sentences, links, addresses, numbers, markup, long text", () => {
    for (const text of [
      "Your account is locked. Call support now",
      "Call support now",
      "Account locked. Call Now",
      "Hello!",
      "Why?",
      "Note: urgent",
      "Visit evil.com",
      "evil.com",
      "www.evil.example",
      "https://evil.example",
      "me@evil.example",
      "Call 0800 123 456",
      "Win 1000 EUR",
      "Eve <script>x</script>",
      "<b>",
      "Anna & Co",
      "Anna, Berg",
      "Anna  -Berg",
      "Anna--Berg",
      "-Anna",
      "Anna'",
      "A B C D E",
      "Jana Maria Anna Eva Berg",
      "x".repeat(61),
      "",
      "   ",
      "Anna\u202eBerg",
    ])
      expect(greetingName(text), text).toBeNull();
  });

  it("anything it keeps is short and holds no digit, link, address or sentence punctuation", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 80 }), fc.stringMatching(/^[A-Za-z .:/@'-]{1,70}$/)),
        (text) => {
          const name = greetingName(text);
          if (name === null) return;
          expect(name.length).toBeLessThanOrEqual(GREETING_NAME_MAX_LENGTH);
          expect(name).not.toMatch(/[\d:!?@/<>&",;]/);
          expect(name).not.toMatch(/\p{L}\.\p{L}{2}/u);
          expect(name).not.toMatch(/\s\s|^\s|\s$/);
        },
      ),
    );
  });

  it("keeps every generated name of up to four capitalised words", () => {
    const word = fc
      .tuple(fc.constantFrom(..."ABCDEFGHIJKLMNOPRSTUVWZŁÉÖŻ"), fc.string({ unit: fc.constantFrom(..."aeiounrstlmkćęóž"), minLength: 1, maxLength: 10 }))
      .map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(" ");
        fc.pre(name.length <= GREETING_NAME_MAX_LENGTH);
        expect(greetingName(name)).toBe(name);
      }),
    );
  });
});
