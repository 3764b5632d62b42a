/**
 * Which mailbox an e-mail address reaches, for limits that count mail per recipient (ADR 0160). Many
 * spellings reach one inbox: case is ignored in practice, `name+tag@` is delivered to `name@` (sub-addressing),
 * and Gmail ignores dots in the local part and treats googlemail.com as gmail.com. The key folds all of these,
 * so a limit counted on it cannot be stepped around by re-spelling the address. Folding two real mailboxes
 * into one key only makes a limit stricter, never looser, so the rules may over-fold (a `+` is removed for
 * every domain, although a few servers keep it as part of the name).
 */

/** Domains whose mail ignores dots in the local part, and the domain they are the same mailbox under. */
const DOT_BLIND_DOMAINS: ReadonlyMap<string, string> = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * Public webmail domains: millions of unrelated people share each one, so a per-domain limit would let one
 * caller use up every visitor's allowance there. A representative list for the site's markets (global and
 * the 7 languages' countries); a domain not listed is treated as one organisation's.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "mail.com",
  "gmx.com",
  "gmx.net",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "fastmail.com",
  "tutanota.com",
  "hey.com",
  "gmx.de",
  "web.de",
  "t-online.de",
  "freenet.de",
  "posteo.de",
  "hotmail.de",
  "yahoo.de",
  "outlook.de",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "wanadoo.fr",
  "hotmail.fr",
  "yahoo.fr",
  "outlook.fr",
  "libero.it",
  "virgilio.it",
  "tiscali.it",
  "alice.it",
  "tim.it",
  "hotmail.it",
  "yahoo.it",
  "outlook.it",
  "wp.pl",
  "o2.pl",
  "onet.pl",
  "interia.pl",
  "op.pl",
  "gazeta.pl",
  "vp.pl",
  "poczta.fm",
  "hotmail.es",
  "yahoo.es",
  "outlook.es",
  "telefonica.net",
  "sapo.pt",
  "outlook.pt",
  "bol.com.br",
  "uol.com.br",
  "terra.com.br",
  "yahoo.com.br",
  "hotmail.com.br",
  "yahoo.co.uk",
  "hotmail.co.uk",
  "btinternet.com",
]);

/** The address's domain as mail delivery sees it: lower-case, no trailing dot, googlemail.com as gmail.com. */
export function mailDomain(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, "");
  return DOT_BLIND_DOMAINS.get(domain) ?? domain;
}

/**
 * The mailbox key: "J.Doe+offers@GoogleMail.com" → "jdoe@gmail.com", "Anna+x@Example.com" → "anna@example.com".
 * Lower-case, the `+tag` removed, dots removed for the dot-blind domains. An address without "@" is folded
 * as a local part alone.
 */
export function mailboxKey(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  const domain = at < 0 ? "" : mailDomain(trimmed);
  let local = (at < 0 ? trimmed : trimmed.slice(0, at)).toLowerCase();
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replace(/\./g, "");
  return at < 0 ? local : `${local}@${domain}`;
}

/** Whether a per-domain limit applies to the address's domain (ADR 0160): not for public webmail. */
export const atPublicMailDomain = (address: string): boolean => PUBLIC_MAIL_DOMAINS.has(mailDomain(address));
