import type { SNSEvent } from "aws-lambda";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Contact } from "../../shared/schemas/contact";
import type { WorkflowRun } from "../../shared/schemas/workflow";
import { createCompany } from "../../functions/domains/companies";
import { getContactRequest } from "../../functions/domains/contactUs";
import { api, login } from "../fixtures/api";
import { apiFrom } from "../fixtures/from-address";
import { mailTo, sentMail } from "../fixtures/ses";
import { waitFor } from "../fixtures/wait";

/**
 * SES feedback (ADR 0172): the subscriber, invoked in this process with the SNS event SES's configuration set
 * publishes, suppresses a permanently bounced or complaining address; the contact shows it to staff, and every
 * send to the address is refused before SES with a reason naming the recipient field.
 */

let admin: string;
type Handler = (e: SNSEvent) => Promise<{ suppressed: number; contacts: number; ignored: number }>;
let feedback: Handler;

beforeAll(async () => {
  Object.assign(process.env, inject("stackEnv"));
  // Imported after the stack's environment is in place (the table name, the emulator endpoints).
  feedback = (await import("../../functions/subscribers/mail-feedback")).handler as Handler;
  admin = (await login("admin@example.com")).accessToken;
});

const tag = () => randomUUID().slice(0, 8);
const BOUNCED_AT = "2026-11-27T09:30:00.000Z";

/** The SNS delivery of one SES event, as the configuration set's event destination publishes it. */
function snsEvent(ses: Record<string, unknown>, messageId = randomUUID()): SNSEvent {
  return {
    Records: [
      {
        EventSource: "aws:sns",
        EventVersion: "1.0",
        EventSubscriptionArn: "arn:aws:sns:eu-central-1:000000000000:feedback:sub",
        Sns: {
          Type: "Notification",
          MessageId: messageId,
          TopicArn: "arn:aws:sns:eu-central-1:000000000000:feedback",
          Subject: null as unknown as string,
          Message: JSON.stringify(ses),
          Timestamp: new Date().toISOString(),
          SignatureVersion: "1",
          Signature: "",
          SigningCertUrl: "",
          UnsubscribeUrl: "",
          MessageAttributes: {},
        },
      },
    ],
  };
}
const mail = (to: string) => ({ timestamp: BOUNCED_AT, messageId: randomUUID(), source: "sales@recyclate.example.com", destination: [to] });
const bounce = (to: string, bounceType = "Permanent") =>
  snsEvent({
    eventType: "Bounce",
    mail: mail(to),
    bounce: {
      bounceType,
      bounceSubType: bounceType === "Permanent" ? "General" : "MailboxFull",
      bouncedRecipients: [{ emailAddress: to, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
      timestamp: BOUNCED_AT,
      feedbackId: randomUUID(),
    },
  });
const complaint = (to: string) =>
  snsEvent({
    eventType: "Complaint",
    mail: mail(to),
    complaint: { complainedRecipients: [{ emailAddress: to }], complaintFeedbackType: "abuse", timestamp: BOUNCED_AT, feedbackId: randomUUID() },
  });

const refusal = (address: string, reason = "bounce") => `${address} is suppressed after a ${reason} on 2026-11-27; no mail is sent to it`;
const getContact = async (id: string) => (await api<Contact>("GET", `/contacts/${id}`, { token: admin })).body;
const compose = (companyId: string, email: string) =>
  api<{ message: string; issues?: { path: string; message: string }[] }>("POST", `/companies/${companyId}/email-messages`, {
    token: admin,
    body: { message: { to: [{ email }], subject: `Offer ${tag()}`, body: "<p>Hello</p>" } },
  });

describe("mail suppression after SES feedback", () => {
  it("a permanent bounce marks every contact with the address; the next send to it is refused before SES; a repeat changes nothing", async () => {
    const company = await createCompany({ name: `Bounce Test ${tag()}` }, "test");
    const address = `bounced.${tag()}@mail.example`;
    const made = await Promise.all(
      [address, address.toUpperCase()].map((email) =>
        api<Contact>("POST", "/contacts", { token: admin, body: { companyId: company.id, firstName: "Bo", lastName: "Unce", email } }),
      ),
    );
    for (const r of made) expect(r.status, JSON.stringify(r.body)).toBe(201);
    // Mail to the address goes out while nothing is known against it.
    expect((await compose(company.id, address)).status).toBe(201);
    expect(await mailTo(address)).toHaveLength(1);

    const first = await feedback(bounce(address));
    expect(first).toEqual({ suppressed: 1, contacts: 2, ignored: 0 });
    for (const { body: c } of made) {
      const seen = await getContact(c.id);
      expect(seen.mailSuppressed).toEqual({ reason: "bounce", detail: "Permanent/General: smtp; 550 5.1.1 user unknown", at: BOUNCED_AT });
      // Written beside staff's edits, not as one: the version they edit with stays.
      expect(seen.version).toBe(c.version);
    }

    const refused = await compose(company.id, address);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(refusal(address));
    expect(refused.body.issues).toEqual([{ path: "body.message.to", message: refusal(address) }]);
    // Any spelling of the address is the same mailbox.
    expect((await compose(company.id, address.toUpperCase())).status).toBe(409);
    expect(await mailTo(address)).toHaveLength(1);

    // SNS delivers at least once: the same report again changes nothing.
    const before = await Promise.all(made.map(({ body: c }) => getContact(c.id)));
    expect(await feedback(bounce(address))).toEqual({ suppressed: 0, contacts: 0, ignored: 0 });
    expect(await Promise.all(made.map(({ body: c }) => getContact(c.id)))).toEqual(before);
  });

  it("a transient bounce suppresses nothing: mail still goes out", async () => {
    const company = await createCompany({ name: `Transient Test ${tag()}` }, "test");
    const address = `full.${tag()}@mail.example`;
    const c = (await api<Contact>("POST", "/contacts", { token: admin, body: { companyId: company.id, firstName: "Full", email: address } })).body;
    expect(await feedback(bounce(address, "Transient"))).toEqual({ suppressed: 0, contacts: 0, ignored: 1 });
    expect((await getContact(c.id)).mailSuppressed).toBeUndefined();
    expect((await compose(company.id, address)).status).toBe(201);
    expect(await mailTo(address)).toHaveLength(1);
  });

  it("a complaint suppresses an address no contact holds: sign-up refuses it, and a contact-us run fails with the reason instead of retrying", async () => {
    const address = `complainer.${tag()}@visitor.example`;
    expect(await feedback(complaint(address))).toEqual({ suppressed: 1, contacts: 0, ignored: 0 });
    const mailsBefore = (await sentMail()).length;

    const signup = await api<{ message: string; issues: { path: string; message: string }[] }>("POST", "/auth/signup", {
      body: { email: address, password: "Str0ng!Pass", firstName: "Com", lastName: "Plainer", companyName: `Complaints ${tag()} Oy` },
    });
    expect(signup.status).toBe(409);
    expect(signup.body.issues).toEqual([{ path: "body.email", message: refusal(address, "complaint") }]);

    const submitted = await apiFrom("127.0.41.1", "POST", "/contact-us", {
      body: {
        companyName: `Complaints ${tag()}`,
        personName: "Com Plainer",
        email: address,
        message: "We are looking for HDPE granules, natural colour, about 20 tonnes per month.",
        language: "en",
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const requestId = (submitted.body as { id: string }).id;
    const runId = (await waitFor(
      "the run id",
      () => getContactRequest(requestId),
      (x) => Boolean(x?.workflowId),
    ))!.workflowId!;
    const run = await waitFor(
      "the run to settle",
      async () => (await api<WorkflowRun>("GET", `/workflows/${runId}`, { token: admin })).body,
      (r) => r.state.status !== "running",
      60_000,
    );
    expect(run.state.status).toBe("failed");
    const sends = run.steps.filter((s) => s.name === "SendShortlist");
    // One attempt, failed with the reason: a StepFailed is not retried.
    expect(sends.map((s) => [s.status, s.summary])).toEqual([["failed", refusal(address, "complaint")]]);
    expect(await mailTo(address)).toEqual([]);
    expect((await sentMail()).length).toBe(mailsBefore);
  });
});
