import { describe, expect, it } from "vitest";
import { env } from "../../lib/env";
import { shortlistEmail } from "./email";
import { SHORTLIST_TEXTS, textsFor } from "./texts";

const entry = {
  id: "m1",
  name: "rHDPE <natural>",
  type: "hdpe",
  condition: "granules",
  color: "natural",
  url: "https://www.recyclate.example.com/catalog/m1",
  fits: true,
  misfits: [],
};

describe("the shortlist e-mail", () => {
  it("lists the materials with type, condition, colour and catalogue links, the name escaped", () => {
    const m = shortlistEmail({ personName: "Ève O'Brien-Łukasz", language: "en" }, [entry]);
    expect(m.html).toContain("Hello Ève O&#39;Brien-Łukasz,");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("rHDPE &lt;natural&gt;");
    expect(m.html).toContain("Type: HDPE · Condition: Granules · Colour: Natural");
    expect(m.html).toContain('href="https://www.recyclate.example.com/catalog/m1"');
    expect(m.html).toContain("/catalog?language=en");
    expect(m.html).toContain("/contact-us?language=en");
    expect(m.text).toContain("https://www.recyclate.example.com/catalog/m1");
  });

  it("says politely that staff will follow up when nothing fits, and what the visitor could tell us", () => {
    const m = shortlistEmail({ personName: "Eve", language: "en" }, []);
    expect(m.html).toContain(SHORTLIST_TEXTS.en.none);
    expect(m.html).toContain(SHORTLIST_TEXTS.en.tellUs);
    expect(m.text).toContain(SHORTLIST_TEXTS.en.tellUs);
    expect(m.html).not.toContain("<ul>");
    expect(m.html + m.text).not.toContain(SHORTLIST_TEXTS.en.intro);
  });

  it("calls a material a fit only when the matching engine passed it; near ones say what differs", () => {
    const natural = { ...entry, fits: false, misfits: ["color"] };
    const blue = { ...entry, id: "m2", name: "rHDPE blue", color: "blue", fits: false, misfits: ["color", "amount"] };
    const de = shortlistEmail({ personName: "Jan", language: "de" }, [natural, blue]);
    for (const part of [de.html, de.text]) {
      expect(part).not.toContain(SHORTLIST_TEXTS.de.intro);
      expect(part).not.toMatch(/passen:/);
      expect(part).toContain(SHORTLIST_TEXTS.de.none);
      expect(part).toContain(SHORTLIST_TEXTS.de.closest);
      expect(part).toContain("Weicht ab bei: Farbe, Menge");
    }
    expect(de.html).toContain("Weicht ab bei: Farbe<br>");
    // A fit among them: only it is listed, under the intro.
    const en = shortlistEmail({ personName: "Eve", language: "en" }, [natural, { ...entry, id: "m3", name: "rHDPE black" }]);
    expect(en.text).toContain(SHORTLIST_TEXTS.en.intro);
    expect(en.text).toContain("rHDPE black");
    expect(en.text).not.toContain("natural&gt;");
    expect(en.text).not.toContain("rHDPE <natural>");
    expect(en.text).not.toContain("Differs on");
    // A shortlist stored without the engine's verdict is not called a fit either.
    const { fits: _f, misfits: _m, ...unjudged } = entry;
    expect(shortlistEmail({ personName: "Eve", language: "en" }, [unjudged]).text).not.toContain(SHORTLIST_TEXTS.en.intro);
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

  it("greets a sentence in the name field with the plain greeting, in every language, in both parts", () => {
    const personName = "Your account is locked. Call support now";
    for (const [language, t] of Object.entries(SHORTLIST_TEXTS)) {
      const plain = t.greeting.replace(/\s*\{name\}/, "");
      const m = shortlistEmail({ personName, language }, [entry]);
      expect(m.html.startsWith(`<p>${plain}</p>`), language).toBe(true);
      expect(m.text.startsWith(`${plain}\n`), language).toBe(true);
      expect(m.html + m.text, language).not.toMatch(/locked|support/);
    }
    expect(shortlistEmail({ personName, language: "en" }, []).text.split("\n")[0]).toBe("Hello,");
  });

  it("links only to the site, and shows a material name's addresses as text no client links", () => {
    const site = env.publicSiteUrl;
    const planted = { ...entry, name: "rPP call www.evil.example or https://evil.example/login 2.5 MFI", url: "https://evil.example/m1" };
    const m = shortlistEmail({ personName: "Eve", language: "en" }, [planted]);
    const hrefs = [...m.html.matchAll(/href="([^"]*)"/g)].map((x) => x[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h.startsWith(`${site}/`), h).toBe(true);
    expect(hrefs).toContain(`${site}/catalog/m1`);
    for (const part of [m.html, m.text]) {
      expect(part).not.toMatch(/evil\.example|https:\/\/evil/);
      expect(part).toContain("www[.]evil[.]example or https[:]//evil[.]example/login 2.5 MFI");
    }
    // Every address in the text part is the site's.
    for (const u of m.text.match(/\b(?:https?:\/\/|www\.)\S+/g) ?? []) expect(u.startsWith(`${site}/`), u).toBe(true);
  });

  it("writes conditions and colours as their labels in the e-mail's language, never the stored key", () => {
    const regrind = { ...entry, condition: "regrind", color: "black" };
    const de = shortlistEmail({ personName: "Jan", language: "de" }, [regrind]);
    expect(de.html).toContain("Zustand: Mahlgut · Farbe: Schwarz");
    const pl = shortlistEmail({ personName: "Jan", language: "pl" }, [regrind]);
    for (const part of [de.html, de.text, pl.html, pl.text]) expect(part).not.toMatch(/\b(regrind|black)\b/);
  });
});
