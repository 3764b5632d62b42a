import type { EmailRecipient } from "../../../shared/schemas/email-message";

/** "a@x.com, b@y.com" → the addresses, blanks dropped (the API judges each one and names the bad one). */
export const splitAddresses = (to: string) =>
  to
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The To field as the API's recipients: the chosen contact's name on its own address, null on any other. */
export function recipientsOf(to: string, chosen: { name: string; email: string } | null): EmailRecipient[] {
  return splitAddresses(to).map((email) => ({ name: chosen && chosen.email.toLowerCase() === email.toLowerCase() ? chosen.name : null, email }));
}
