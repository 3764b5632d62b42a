import { recordMessage } from "../../functions/domains/emailMessages";
import { db } from "../../functions/db/service";
import { env } from "../../functions/lib/env";
import { demoCompanies, demoContacts } from "./demo-companies";

/**
 * Company e-mail threads (at least 3 companies and 8 messages, some opened). Written straight to the
 * table, not through SES: these are history, not mail to send. One message keeps a script and an event handler
 * in its body, as a record imported from elsewhere might: the messages tab must render it without running
 * either (ADR 0151, sanitising on the client too). Skipped when the first demo company already has messages.
 */
const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

type Thread = [subject: string, body: string, hoursAgo: number, openedHoursAgo: number | null][];

const THREADS: Thread = [
  [
    "Recycled PP for your crates",
    "<p>Dear {first},</p><p>following our call, we have <strong>rPP injection grade</strong> available from stock in Duisburg.</p><ul><li>MFI 12–15</li><li>Grey, 400 t per month</li></ul><p>Best regards</p>",
    240,
    230,
  ],
  ["Samples on their way", "<p>Hi {first},</p><p>the 25 kg sample ships today with DHL. Tracking follows.</p>", 120, 100],
  [
    "Price update for Q1",
    '<p>Hello {first},</p><p>please find our <em>updated price list</em> on <a href="https://recyclate.example.com/catalog">the catalogue</a>.</p>',
    30,
    null,
  ],
];
const IMPORTED =
  '<p>Imported from the old mailbox.</p><script>window.__emailXss = true</script><img src="x" onerror="window.__emailXss = true"><p>Kind regards</p>';

export async function seedEmailMessages(staffIds: string[]): Promise<void> {
  const first = demoCompanies[demoContacts[0][4]].id;
  const any = await db().emailMessage.query.byCompany({ companyId: first }).go({ limit: 1 });
  if (any.data.length) return;
  const author = staffIds[0] ?? "seed";
  let n = 0;
  // Four companies (their first demo contact each), three messages per thread.
  for (const [i, [firstName, lastName, email, , idx]] of demoContacts.slice(0, 4).entries()) {
    const companyId = demoCompanies[idx].id;
    for (const [k, [subject, body, hours, opened]] of THREADS.entries()) {
      // Each company gets a slightly different timeline so the lists differ.
      const created = hours + i * 3;
      await recordMessage(
        {
          id: `e0000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
          companyId,
          from: env.mailFrom,
          to: [{ name: `${firstName} ${lastName}`, email }],
          subject,
          body: body.replace("{first}", firstName),
          sentDate: ago(created),
          createdDate: ago(created),
          openedDate: opened !== null && (i + k) % 3 !== 2 ? ago(opened + i * 3) : undefined,
        },
        author,
      );
    }
  }
  const [firstName, lastName, email, , idx] = demoContacts[0];
  await recordMessage(
    {
      id: "e0000000-0000-4000-8000-0000000000ff",
      companyId: demoCompanies[idx].id,
      from: env.mailFrom,
      to: [{ name: `${firstName} ${lastName}`, email }],
      subject: "Imported message",
      body: IMPORTED,
      createdDate: ago(400),
    },
    author,
  );
}
