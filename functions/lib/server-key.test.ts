import { describe, expect, it } from "vitest";
import { signTag, verifyTag } from "./server-key";

describe("server keys", () => {
  it("a tag verifies for its own purpose and parts only", () => {
    const tag = signTag("cursor", "p1", "payload");
    expect(verifyTag("cursor", tag, "p1", "payload")).toBe(true);
    expect(verifyTag("contract-link", tag, "p1", "payload")).toBe(false);
    expect(verifyTag("cursor", tag, "p2", "payload")).toBe(false);
    expect(verifyTag("cursor", tag, "p1", "payload2")).toBe(false);
  });

  it("only the canonical spelling of a tag verifies (no malleable copies)", () => {
    const tag = signTag("contract-link", "deal", "123");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet.replace(tag.at(-1)!, "")) expect(verifyTag("contract-link", tag.slice(0, -1) + c, "deal", "123"), c).toBe(false);
    expect(verifyTag("contract-link", `${tag}=`, "deal", "123")).toBe(false);
    expect(verifyTag("contract-link", "", "deal", "123")).toBe(false);
  });

  it("follows CURSOR_SECRET: a tag from one secret does not verify under another", () => {
    const before = process.env.CURSOR_SECRET;
    try {
      process.env.CURSOR_SECRET = "one";
      const tag = signTag("cursor", "p");
      process.env.CURSOR_SECRET = "two";
      expect(verifyTag("cursor", tag, "p")).toBe(false);
      process.env.CURSOR_SECRET = "one";
      expect(verifyTag("cursor", tag, "p")).toBe(true);
    } finally {
      if (before === undefined) delete process.env.CURSOR_SECRET;
      else process.env.CURSOR_SECRET = before;
    }
  });
});
