import { describe, expect, it } from "vitest";
import { shortlistEmail } from "./email";
import { SHORTLIST_TEXTS, textsFor } from "./texts";

const entry = { id: "m1", name: "rHDPE <natural>", type: "hdpe", condition: "granules", color: "natural", url: "https://www.recyclate.example.com/catalog/m1" };

describe("the shortlist e-mail", () => {
  it("lists the materials with type, condition, colour and catalogue links, the name escaped", () => {
    const m = shortlistEmail({ personName: "Ève O'Brien-Łukasz", language: "en" }, [entry]);
    expect(m.html).toContain("Hello Ève O&#39;Brien-Łukasz,");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("rHDPE &lt;natural&gt;");
    expect(m.html).toContain("Type: HDPE · Condition: granules · Colour: natural");
    expect(m.html).toContain('href="https://www.recyclate.example.com/catalog/m1"');
    expect(m.html).toContain("/catalog?language=en");
    expect(m.html).toContain("/contact-us?language=en");
    expect(m.text).toContain("https://www.recyclate.example.com/catalog/m1");
  });

  it("says politely that staff will follow up when nothing fits", () => {
    const m = shortlistEmail({ personName: "Eve", language: "en" }, []);
    expect(m.html).toContain(SHORTLIST_TEXTS.en.none);
    expect(m.html).not.toContain("<ul>");
  });

  it("has every sentence in all 7 languages, English for any other", () => {
    const keys = Object.keys(SHORTLIST_TEXTS.en).sort();
    for (const [lng, t] of Object.entries(SHORTLIST_TEXTS)) {
      expect(Object.keys(t).sort(), lng).toEqual(keys);
      for (const v of Object.values(t)) expect(v.trim(), lng).not.toBe("");
      expect(t.greeting, lng).toContain("{name}");
    }
    expect(Object.keys(SHORTLIST_TEXTS).sort()).toEqual(["de", "en", "es", "fr", "it", "pl", "pt"]);
    expect(textsFor("xx")).toBe(SHORTLIST_TEXTS.en);
    expect(shortlistEmail({ personName: "Jan", language: "pl" }, [entry]).subject).toBe(SHORTLIST_TEXTS.pl.subject);
  });

  it("greets without the name when it does not read like one (markup, links, digits, long text)", () => {
    for (const personName of ["Eve <script>x</script>", "Win 1000 EUR at spam.example.com", "Visit https://spam.example", "x".repeat(61)]) {
      const m = shortlistEmail({ personName, language: "en" }, [entry]);
      expect(m.html, personName).toContain("<p>Hello,</p>");
      expect(m.html + m.text, personName).not.toMatch(/script|spam|1000|xxxx/);
    }
    expect(shortlistEmail({ personName: "<b>", language: "es" }, [entry]).html).toContain("<p>Hola:</p>");
  });
});
