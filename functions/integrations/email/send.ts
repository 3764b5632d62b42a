import { SendEmailCommand, SendRawEmailCommand, SESClient } from "@aws-sdk/client-ses";
import { env } from "../../lib/env";
import { nameFailures, sdkOptions } from "../../lib/sdk-options";
import { rawMime } from "./raw-mime";
import { refuseSuppressed } from "./suppressed";

let ses: SESClient | undefined;
/** Time-limited (functions/lib/sdk-options.ts): a hung SES answers 503 before API Gateway gives up. */
const client = () =>
  (ses ??= nameFailures(new SESClient({ region: env.region, endpoint: env.endpoint("SES"), ...sdkOptions("ses", env.endpoint("SES")) }), "ses"));

export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text?: string;
  /** Where the request named the recipients (e.g. "body.email"): the field a refusal's issue points at. */
  recipientField?: string;
  /** Extra headers (List-Unsubscribe, …): the mail is then sent as raw MIME, the one way SES takes headers. */
  headers?: Record<string, string>;
}

/**
 * The one way mail leaves the app: refuses suppressed recipients (RecipientSuppressed, 409) before SES is
 * called, then sends through SES under the stage's configuration set, whose bounces and complaints come back
 * to functions/subscribers/mail-feedback.ts (ADR 0172). Locally aws-ses-v2-local, whose store shows the mail at
 * GET /store; no configuration set is named there. Answers SES's message id.
 */
export async function sendEmail(m: OutgoingEmail): Promise<string> {
  await refuseSuppressed(m.to, m.recipientField ?? "to");
  const configurationSet = env.mailConfigurationSet;
  if (m.headers) {
    const raw = await client().send(
      new SendRawEmailCommand({
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        Source: m.from,
        Destinations: m.to,
        RawMessage: { Data: Buffer.from(rawMime({ ...m, headers: m.headers }), "utf8") },
      }),
    );
    return raw.MessageId ?? "";
  }
  const out = await client().send(
    new SendEmailCommand({
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Source: m.from,
      Destination: { ToAddresses: m.to },
      Message: {
        Subject: { Data: m.subject, Charset: "UTF-8" },
        Body: { Html: { Data: m.html, Charset: "UTF-8" }, ...(m.text ? { Text: { Data: m.text, Charset: "UTF-8" } } : {}) },
      },
    }),
  );
  return out.MessageId ?? "";
}
