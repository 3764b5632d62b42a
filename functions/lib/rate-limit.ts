/** The rate limits (ADR 0062) as data; counting attempts against them is a table write (functions/db/rate-limits.ts). */

export { clientIp } from "./client-ip";

export interface Limit {
  /** Counter name, part of the key. */
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Limits no real user reaches (ADR 0062). Sign-in counts failures only: a success gives its attempt back.
 * Per-IP limits are generous: offices share an address, and behind CloudFront without the viewer-address
 * header every user of an edge shares one (and the test suites all call from 127.0.0.1).
 * Sign-in blocks per network and per (e-mail address, network) pair only, so a stranger's failures never shut
 * the owner out from another network; per address it only delays (SIGN_IN_DELAY, ADR 0157).
 */
export const LIMITS = {
  signInPerAddressNetwork: {
    name: "signin-pair",
    max: 10,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts for this e-mail address from your network. Try again later.",
  },
  signInPerIp: { name: "signin-ip", max: 300, windowSeconds: 15 * 60, message: "Too many failed sign-in attempts from this network. Try again later." },
  signUpPerAddress: { name: "signup-email", max: 5, windowSeconds: 60 * 60, message: "Too many sign-up attempts for this e-mail address. Try again later." },
  signUpPerIp: { name: "signup-ip", max: 200, windowSeconds: 60 * 60, message: "Too many sign-ups from this network. Try again later." },
  /**
   * Public writes. Contact-us: 20 a minute from one address (the 21st answers 429), a daily cap
   * per address, and per recipient: the shortlist goes only to the address given, at most 3 a day to one
   * mailbox however its address is spelt (counted on shared/rules/mailbox.ts `mailboxKey`) and 20 a day to one
   * organisation's domain (not public webmail), so the form cannot be used to mail someone else in bulk
   * (ADR 0160).
   */
  contactUsPerIp: { name: "contactus-ip", max: 20, windowSeconds: 60, message: "Too many requests from this network. Try again in a minute." },
  contactUsPerIpDaily: {
    name: "contactus-ip-day",
    max: 200,
    windowSeconds: 24 * 60 * 60,
    message: "Too many requests from this network today. Try again tomorrow.",
  },
  contactUsPerRecipient: {
    name: "contactus-email",
    max: 3,
    windowSeconds: 24 * 60 * 60,
    message: "We already sent several shortlists to this address today. Try again tomorrow.",
  },
  contactUsPerRecipientDomain: {
    name: "contactus-domain",
    max: 20,
    windowSeconds: 24 * 60 * 60,
    message: "We already sent many shortlists to addresses at this domain today. Try again tomorrow.",
  },
  interestsPerIp: { name: "interests-ip", max: 30, windowSeconds: 60, message: "Too many requests from this network. Try again in a minute." },
  conversationsPerIp: { name: "conversations-ip", max: 30, windowSeconds: 60, message: "Too many messages from this network. Try again in a minute." },
} satisfies Record<string, Limit>;

/**
 * A limit that delays instead of blocking: `free` attempts per window, then each further attempt opens a
 * delay (doubling from `firstDelaySeconds`, at most `maxDelaySeconds`) during which the subject is refused.
 */
export interface DelayLimit {
  name: string;
  free: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  message: string;
}

/**
 * Failed sign-ins per e-mail address from any network (ADR 0157). `free` is twice the pair limit, so one
 * network alone is blocked by its pair limit before the address is ever delayed.
 */
export const SIGN_IN_DELAY: DelayLimit = {
  name: "signin-email",
  free: 2 * LIMITS.signInPerAddressNetwork.max,
  windowSeconds: 60 * 60,
  firstDelaySeconds: 5,
  maxDelaySeconds: 5 * 60,
  message: "Too many failed sign-in attempts for this e-mail address. Try again in a moment.",
};

/** The delay the k-th attempt over the free ones opens (k >= 1). */
export const delayAfter = (limit: DelayLimit, k: number) => Math.min(limit.firstDelaySeconds * 2 ** Math.max(0, k - 1), limit.maxDelaySeconds);

/** The counter a limit counts `who` in (any spelling of case is one subject), in the window `nowSeconds` falls in. */
export function limitCounter(limit: Limit, who: string, nowSeconds: number): { subject: string; window: number } {
  return { subject: `${limit.name}:${who.toLowerCase()}`, window: Math.floor(nowSeconds / limit.windowSeconds) };
}
