import { describe, expect, it } from "vitest";
import { LIMITS } from "../../lib/rate-limit";
import { contactUsLimits } from "./limits";

describe("contactUsLimits", () => {
  it("counts the network, the mailbox however spelt, and an organisation's domain", () => {
    expect(contactUsLimits("Victim+2@Corp.Example")).toEqual([
      LIMITS.contactUsPerIp,
      LIMITS.contactUsPerIpDaily,
      [LIMITS.contactUsPerRecipient, "victim@corp.example"],
      [LIMITS.contactUsPerRecipientDomain, "corp.example"],
    ]);
  });

  it("leaves public webmail to the per-mailbox limit: one caller cannot use up every Gmail user's allowance", () => {
    expect(contactUsLimits("j.doe+x@googlemail.com")).toEqual([
      LIMITS.contactUsPerIp,
      LIMITS.contactUsPerIpDaily,
      [LIMITS.contactUsPerRecipient, "jdoe@gmail.com"],
    ]);
  });

  it("gives an organisation's staff room for many requests a day, a mailbox only a few", () => {
    expect(LIMITS.contactUsPerRecipient.max).toBe(3);
    expect(LIMITS.contactUsPerRecipientDomain.max).toBeGreaterThanOrEqual(5 * LIMITS.contactUsPerRecipient.max);
    expect(LIMITS.contactUsPerRecipientDomain.windowSeconds).toBe(24 * 60 * 60);
  });
});
