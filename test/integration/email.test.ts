import { describe, expect, inject, it } from "vitest";
import { sendEmail } from "../../functions/integrations/email/send";
import { sentMail } from "../fixtures/ses";

describe("e-mail through the local SES emulator", () => {
  it("lands in the emulator's store where the README says to look", async () => {
    const env = inject("stackEnv");
    Object.assign(process.env, env);
    const subject = `Sample shipped ${Date.now()}`;
    await sendEmail({ from: "sales@recyclate.example.com", to: ["buyer@example.com"], subject, html: "<p>Your PP sample is on its way.</p>" });
    const store = { emails: await sentMail() };
    const mail = store.emails.find((e) => e.subject === subject);
    expect(mail?.destination.to).toEqual(["buyer@example.com"]);
  });
});
