import { atPublicMailDomain, mailboxKey, mailDomain } from "../../../shared/rules/mailbox";
import { LIMITS, type Limit } from "../../lib/rate-limit";

/**
 * What one contact-us request counts against (ADRs 0149, 0160): the caller's network per minute and per day,
 * the recipient's mailbox — every spelling of it (case, +tag, Gmail's dots) is one subject — and, unless it is
 * public webmail, the recipient's domain.
 */
export function contactUsLimits(email: string): (Limit | [Limit, string])[] {
  const limits: (Limit | [Limit, string])[] = [LIMITS.contactUsPerIp, LIMITS.contactUsPerIpDaily, [LIMITS.contactUsPerRecipient, mailboxKey(email)]];
  if (!atPublicMailDomain(email)) limits.push([LIMITS.contactUsPerRecipientDomain, mailDomain(email)]);
  return limits;
}
