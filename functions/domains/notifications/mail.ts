import type { MaterialFacts, RequestFacts } from "../../../shared/schemas/notification";
import { sendEmail } from "../../integrations/email/send";
import { env } from "../../lib/env";
import { escapeHtml } from "../../lib/html";
import type { StoredNotification } from "./queries";
import { unsubscribeToken } from "./unsubscribe-token";

/** The unsubscribe page of the public site, and the API address one-click mail clients post to. */
export const unsubscribePage = (userId: string) => `${env.publicSiteUrl}/unsubscribe?token=${unsubscribeToken(userId)}`;
const unsubscribeApi = (userId: string) => `${env.publicSiteUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(userId)}`;

/** One line of a mail about a notification: only the facts its view shows. */
function line(n: StoredNotification): string {
  if (n.kind === "materialMatchesRequest") {
    const m = n.facts as MaterialFacts;
    const details = [m.type, m.color, m.condition, m.countryOfOrigin].filter(Boolean).join(", ");
    return `A material matches your request: ${m.name}${details ? ` (${details})` : ""}`;
  }
  const r = n.facts as RequestFacts;
  const details = [r.amount ? `${r.amount} t` : null, ...r.colors, ...r.conditions].filter(Boolean).join(", ");
  return `A new request matches your material: ${r.materialType ?? "any type"}${details ? ` (${details})` : ""}`;
}

/**
 * Send one mail about `items` (one for an instant alert, several for a daily digest) to their user, with the
 * one-click unsubscribe link in the text and in the List-Unsubscribe headers. Answers SES's message id.
 */
export async function sendAlertMail(userId: string, to: string, items: StoredNotification[], digest: boolean): Promise<string> {
  const lines = items.map(line);
  const subject = digest
    ? `Your match alerts (${items.length})`
    : items[0].kind === "materialMatchesRequest"
      ? "A material matches your request"
      : "A new request matches your material";
  const page = unsubscribePage(userId);
  const open = `${env.publicSiteUrl}/notifications`;
  const html = [
    `<p>${digest ? "Your match alerts since the last digest:" : "A new match alert:"}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(open)}">Open your notifications</a></p>`,
    `<p style="font-size:12px"><a href="${escapeHtml(page)}">Unsubscribe from match alert e-mails</a></p>`,
  ].join("\n");
  const text = [...lines, "", `Open your notifications: ${open}`, `Unsubscribe: ${page}`].join("\n");
  return sendEmail({
    from: env.mailFrom,
    to: [to],
    subject,
    html,
    text,
    headers: { "List-Unsubscribe": `<${unsubscribeApi(userId)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
