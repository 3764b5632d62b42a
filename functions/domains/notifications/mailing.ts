import { now } from "../../db/audit";
import { logger } from "../../lib/logger";
import { sendAlertMail } from "./mail";
import { claimOnce, getNotification, getSettingsOf, mailOwed, replaceNotification, type StoredNotification } from "./queries";
import { defaultMode } from "./settings";

/** How long a mail claimed for sending belongs to its sender; past it the sweep sends it again. */
export const MAIL_CLAIM_MS = 5 * 60_000;

/**
 * Send a notification's instant mail: claim it ("sending" until the claim's end, a versioned put, so two
 * senders never both send), send, and record "sent" with SES's message id only once SES answered. A crash
 * between claim and record leaves "sending", which the sweep takes back once the claim ran out.
 */
export async function sendInstant(n: StoredNotification, at = Date.now()): Promise<boolean> {
  if (!n.email) return false;
  const claim: StoredNotification = { ...n, mailStatus: "sending", mailClaimUntil: new Date(at + MAIL_CLAIM_MS).toISOString(), updatedDate: now() };
  if (!(await replaceNotification(n, claim))) return false;
  const sesMessageId = await sendAlertMail(n.userId, n.email, [n], false);
  const sent = { ...claim, version: claim.version + 1 };
  await recordSent(sent, sesMessageId);
  return true;
}

/** Mark a claimed notification sent with SES's id (re-read on a concurrent write such as "read"). */
async function recordSent(claimed: StoredNotification, sesMessageId: string): Promise<void> {
  let current: StoredNotification | null = claimed;
  for (let attempt = 1; current && attempt <= 3; attempt++) {
    const next = { ...current, mailStatus: "sent" as const, sesMessageId, mailClaimUntil: undefined, updatedDate: now() };
    if (await replaceNotification(current, next)) return;
    current = await getNotification(claimed.id);
  }
}

/** The UTC day of an instant, "2026-11-28". */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Notifications the sweep reads per run at most; the rest wait for the next one. */
const SWEEP_BATCH = 200;

/**
 * The sweep's part (functions/core/recovery): instant mails cut short ("pending" or "sending" past their
 * claim) are sent again; the daily digests are sent, one per user and day (a claim keyed by user and day),
 * with the user's notifications written before today; a user now "off" gets none, their owed mails dropped.
 * `startup`: nothing is under way, every claim is over.
 */
export async function sweepOwedMails(o: { now: number; startup: boolean }): Promise<{ found: number; repaired: number }> {
  const owed = await mailOwed(SWEEP_BATCH);
  const modes = await getSettingsOf([...new Set(owed.map((n) => n.userId))]);
  const today = dayOf(o.now);
  const cutoff = o.startup ? "\uffff" : new Date(o.now).toISOString();
  let repaired = 0;
  const digests = new Map<string, StoredNotification[]>();
  for (const n of owed) {
    const mode = modes.get(n.userId) ?? defaultMode();
    if (mode === "off" || !n.email) {
      if (await replaceNotification(n, { ...n, mailStatus: "none", mailClaimUntil: undefined, updatedDate: now() })) repaired++;
      continue;
    }
    if (n.mailStatus === "digest") {
      if (n.createdDate.slice(0, 10) < today) digests.set(n.userId, [...(digests.get(n.userId) ?? []), n]);
      continue;
    }
    // an instant mail: "sending" past its claim, or "pending" whose sender never claimed it
    if (n.mailStatus === "sending" && (n.mailClaimUntil ?? "") > cutoff) continue;
    if (n.mailStatus === "pending" && !o.startup && n.updatedDate > new Date(o.now - MAIL_CLAIM_MS).toISOString()) continue;
    const base = n.mailStatus === "sending" ? { ...n, mailStatus: "pending" as const } : n;
    try {
      if (n.mailStatus === "sending" && !(await replaceNotification(n, base))) continue;
      const fresh = n.mailStatus === "sending" ? { ...base, version: n.version + 1 } : n;
      if (await sendInstant(fresh, o.now)) repaired++;
    } catch (e) {
      logger.error("notifications: an instant mail failed again", { id: n.id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  for (const [userId, items] of digests) {
    if (!(await claimOnce(`digest:${today}`, "digest", userId, items[0].id, now()))) continue;
    const sesMessageId = await sendAlertMail(userId, items[0].email as string, items, true);
    for (const n of items) await recordSent(n, sesMessageId);
    repaired++;
  }
  return { found: owed.length, repaired };
}
