import { describe, expect, it } from "vitest";
import { LINK_SECONDS, signContractLink, verifyContractToken } from "./contract-link";

const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token")!;

describe("contract links (ADR 0139)", () => {
  it("a link opens its own deal until it expires, and nothing else", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const link = signContractLink("deal-a", now);
    const token = tokenOf(link.url);
    expect(link.url).toMatch(/^\/api\/deals\/deal-a\/contract\?token=/);
    expect(Date.parse(link.expiresAt) - now).toBe(LINK_SECONDS * 1000);
    expect(verifyContractToken("deal-a", token, now)).toBe(true);
    expect(verifyContractToken("deal-a", token, now + LINK_SECONDS * 1000 - 1)).toBe(true);
    expect(verifyContractToken("deal-a", token, now + LINK_SECONDS * 1000)).toBe(false);
    expect(verifyContractToken("deal-b", token, now)).toBe(false);
  });

  it("refuses a changed expiry, a changed signature and junk", () => {
    const now = Date.now();
    const [exp, mac] = tokenOf(signContractLink("d", now).url).split(".");
    expect(verifyContractToken("d", `${Number(exp) + 60}.${mac}`, now)).toBe(false);
    expect(verifyContractToken("d", `${exp}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`, now)).toBe(false);
    // Every other spelling of the last character (even one decoding to the same bytes) is refused.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet.replace(mac.at(-1)!, "")) expect(verifyContractToken("d", `${exp}.${mac.slice(0, -1)}${c}`, now), c).toBe(false);
    for (const junk of ["", ".", "abc", `${exp}.`, `${exp}.${mac}.x`, `-1.${mac}`]) expect(verifyContractToken("d", junk, now), junk).toBe(false);
  });
});
