import { describe, expect, it } from "vitest";
import { bareAddress, parseFeedback } from "./event";

const sns = (message: unknown) =>
  ({ Sns: { Message: typeof message === "string" ? message : JSON.stringify(message) } }) as Parameters<typeof parseFeedback>[0];
const mail = { messageId: "m-1", source: "sales@recyclate.example.com", destination: ["a@x.example"] };
const bounce = (bounceType: string, bounceSubType = "General") => ({
  eventType: "Bounce",
  mail,
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: [{ emailAddress: "Anna <Anna@X.example>", action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
    timestamp: "2026-11-27T10:00:00.000Z",
    feedbackId: "fb-1",
  },
});

describe("SES feedback parsing (ADR 0172)", () => {
  it("suppresses the recipients of a Permanent bounce, with SES's diagnostic and time", () => {
    expect(parseFeedback(sns(bounce("Permanent")))).toEqual({
      suppress: [
        {
          address: "anna@x.example",
          fact: { reason: "bounce", detail: "Permanent/General: smtp; 550 5.1.1 user unknown", at: "2026-11-27T10:00:00.000Z" },
          feedbackId: "fb-1",
        },
      ],
      ignored: [],
    });
  });

  it("only logs Transient and Undetermined bounces", () => {
    for (const type of ["Transient", "Undetermined"]) {
      const r = parseFeedback(sns(bounce(type, "MailboxFull")));
      expect(r.suppress, type).toEqual([]);
      expect(r.ignored, type).toEqual([{ addresses: ["anna@x.example"], why: `${type}/MailboxFull bounce` }]);
    }
  });

  it("suppresses the recipients of a complaint, also from an identity notification (notificationType)", () => {
    const complaint = {
      complainedRecipients: [{ emailAddress: "b@y.example" }, { emailAddress: "c@y.example" }],
      complaintFeedbackType: "abuse",
      timestamp: "2026-11-28T08:00:00.000Z",
      feedbackId: "fb-2",
    };
    for (const m of [
      { eventType: "Complaint", mail, complaint },
      { notificationType: "Complaint", mail, complaint },
    ]) {
      const r = parseFeedback(sns(m));
      expect(r.suppress.map((s) => s.address)).toEqual(["b@y.example", "c@y.example"]);
      expect(r.suppress[0].fact).toEqual({ reason: "complaint", detail: "Complaint: abuse", at: "2026-11-28T08:00:00.000Z" });
    }
  });

  it("uses the SNS time when SES gave none, and ignores deliveries and unreadable messages", () => {
    const { bounce: b, ...rest } = bounce("Permanent");
    const { timestamp: _t, ...noTime } = b;
    expect(parseFeedback(sns({ ...rest, bounce: noTime }), "2026-12-01T00:00:00.000Z").suppress[0].fact.at).toBe("2026-12-01T00:00:00.000Z");
    expect(parseFeedback(sns({ eventType: "Delivery", mail, delivery: {} })).ignored).toEqual([{ addresses: [], why: "Delivery event" }]);
    expect(parseFeedback(sns("not json")).ignored[0].why).toBe("not JSON");
    expect(parseFeedback(sns({ eventType: "Bounce", bounce: { bounceType: "Permanent" } })).suppress).toEqual([]);
  });

  it("keys addresses bare, trimmed and lower-cased", () => {
    expect(bareAddress(" Someone@Example.COM ")).toBe("someone@example.com");
    expect(bareAddress('"Doe, J" <J.Doe@Example.com>')).toBe("j.doe@example.com");
  });
});
