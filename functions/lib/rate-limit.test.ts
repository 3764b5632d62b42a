import { describe, expect, it } from "vitest";
import { delayAfter, LIMITS, SIGN_IN_DELAY } from "./rate-limit";

describe("the sign-in delay of an address (ADR 0157)", () => {
  it("doubles from a few seconds and stops at a few minutes", () => {
    expect([1, 2, 3, 4].map((k) => delayAfter(SIGN_IN_DELAY, k))).toEqual([5, 10, 20, 40]);
    expect(delayAfter(SIGN_IN_DELAY, 50)).toBe(SIGN_IN_DELAY.maxDelaySeconds);
    expect(SIGN_IN_DELAY.maxDelaySeconds).toBeLessThanOrEqual(5 * 60);
  });

  it("starts only after more failures than one network may make for the address", () => {
    expect(SIGN_IN_DELAY.free).toBeGreaterThan(LIMITS.signInPerAddressNetwork.max);
  });
});
