import { SendEmailCommand, SESClient } from "@aws-sdk/client-ses";
import { env } from "../../lib/env";
import { nameFailures, sdkOptions } from "../../lib/sdk-options";

let ses: SESClient | undefined;
/** Time-limited (functions/lib/sdk-options.ts): a hung SES answers 503 before API Gateway gives up. */
const client = () => (ses ??= nameFailures(new SESClient({ region: env.region, endpoint: env.endpoint("SES"), ...sdkOptions("ses", env.endpoint("SES")) }), "ses"));

export interface OutgoingEmail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text?: string;
}

/** Send through SES (locally aws-ses-v2-local, whose store shows the mail at GET /store). Answers the message id. */
export async function sendEmail(m: OutgoingEmail): Promise<string> {
  const out = await client().send(
    new SendEmailCommand({
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
