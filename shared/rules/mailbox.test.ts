import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atPublicMailDomain, mailboxKey, mailDomain } from "./mailbox";

const letters = "abcdefghijklmnopqrstuvwxyz0123456789_-'";
const localPart = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 12 });
const tag = fc.string({ unit: fc.constantFrom(...letters, "+", "."), maxLength: 8 });
const domain = fc.constantFrom("example.com", "contact.example", "x.io", "mail.company.de", "gmail.com", "googlemail.com");
/** Re-spell an address: random case per character. */
const recase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join("");
/** Put dots between characters of a local part where the mask says so. */
const dotted = (s: string, mask: boolean[]) => [...s].map((c, i) => (i > 0 && mask[i % mask.length] ? `.${c}` : c)).join("");

describe("mailboxKey", () => {
  it("folds case, +tags, and for Gmail dots and googlemail.com", () => {
    expect(mailboxKey("victim@x.example")).toBe("victim@x.example");
    expect(mailboxKey("VICTIM@X.Example")).toBe("victim@x.example");
    expect(mailboxKey("victim+1@x.example")).toBe("victim@x.example");
    expect(mailboxKey("  Victim+a+b@x.example ")).toBe("victim@x.example");
    expect(mailboxKey("v.i.c.t.i.m@gmail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("V.ictim+news@GoogleMail.com")).toBe("victim@gmail.com");
    expect(mailboxKey("victim@gmail.com.")).toBe("victim@gmail.com");
    // Elsewhere dots are part of the name: two people.
    expect(mailboxKey("jan.kowalski@x.example")).not.toBe(mailboxKey("jankowalski@x.example"));
    expect(mailboxKey("no-at-sign")).toBe("no-at-sign");
  });

  it("is the same for every spelling of one mailbox", () => {
    fc.assert(
      fc.property(localPart, tag, domain, fc.array(fc.boolean(), { minLength: 1 }), fc.array(fc.boolean(), { minLength: 1 }), (local, t, d, flips, dots) => {
        const plain = mailboxKey(`${local}@${d}`);
        expect(mailboxKey(recase(`${local}+${t}@${d}`, flips))).toBe(plain);
        if (d === "gmail.com" || d === "googlemail.com") {
          expect(mailboxKey(`${dotted(local, dots)}@${d === "gmail.com" ? "googlemail.com" : "gmail.com"}`)).toBe(plain);
        }
      }),
    );
  });

  it("is idempotent and keeps different mailboxes apart", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        expect(mailboxKey(mailboxKey(s))).toBe(mailboxKey(s));
      }),
    );
    fc.assert(
      fc.property(localPart, localPart, domain, (a, b, d) => {
        fc.pre(a !== b && !(d.includes("gmail") && a.replace(/\./g, "") === b.replace(/\./g, "")));
        expect(mailboxKey(`${a}@${d}`)).not.toBe(mailboxKey(`${b}@${d}`));
      }),
    );
  });
});

describe("mailDomain and public webmail", () => {
  it("reads the domain as delivery does", () => {
    expect(mailDomain("a@Sub.Example.COM")).toBe("sub.example.com");
    expect(mailDomain("a@googlemail.com")).toBe("gmail.com");
    expect(mailDomain("a@constructor")).toBe("constructor");
  });

  it("knows public webmail from an organisation's domain", () => {
    for (const a of ["x@gmail.com", "x@GoogleMail.com", "x@outlook.com", "x@web.de", "x@wp.pl", "x@libero.it", "x@orange.fr"])
      expect(atPublicMailDomain(a), a).toBe(true);
    for (const a of ["x@recycler.example", "x@gmail.example", "x@mail.gmail.com"]) expect(atPublicMailDomain(a), a).toBe(false);
  });
});
