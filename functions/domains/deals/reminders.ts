import type { output } from "zod/v4/core";
import { addDays, dealReminders, REMINDER_OFFSETS, type DealReminder } from "../../../shared/rules/deal-reminders";
import type { DealReminderQuery } from "../../../shared/schemas/deal";
import { dealsWithEtaBetween, dealsWithEtaFrom } from "./queries";

/**
 * The bell: every reminder not yet past, by due date, the first `limit` of them, and the
 * count of those due now. Two kinds are read apart, each from the ETA index, never a Scan:
 * - due now (at most one per deal): the deals whose ETA lies in [today − 14, today + 21], the widest range
 *   where a deal can have a reminder due (the first falls 21 days before arrival; the last, +7, stays 7 days);
 *   the badge counts them all.
 * - upcoming (due after today): a reminder at offset o is due after today exactly when the deal's ETA is after
 *   today − o, and reminders of one offset fall in ETA order. So one Query per offset (ETA from today − o + 1,
 *   DynamoDB Limit `limit`) reads that offset's first upcoming reminders, and merging the six by due date gives
 *   the first `limit` upcoming reminders of all deals, however far out their ETAs are.
 */
export const DUE_NOW_WINDOW = { pastDays: 14, aheadDays: 21 } as const;
export const DEFAULT_REMINDER_LIMIT = 100;

const byDueDate = (a: DealReminder, b: DealReminder) =>
  a.dueDate.localeCompare(b.dueDate) || a.transactionNumber.localeCompare(b.transactionNumber) || a.offset - b.offset;

export async function reminders(query: Partial<output<typeof DealReminderQuery>>, today = new Date().toISOString().slice(0, 10)) {
  const limit = query.limit ?? DEFAULT_REMINDER_LIMIT;
  const [window, ...perOffset] = await Promise.all([
    dealsWithEtaBetween(addDays(today, -DUE_NOW_WINDOW.pastDays), addDays(today, DUE_NOW_WINDOW.aheadDays)),
    ...REMINDER_OFFSETS.map((offset) => dealsWithEtaFrom(addDays(today, 1 - offset), limit)),
  ]);
  const dueNow = dealReminders(
    window.map((d) => ({ id: d.id, transactionNumber: d.transactionNumber, eta: d.eta ?? null })),
    today,
  ).filter((r) => r.dueNow);
  const upcoming = REMINDER_OFFSETS.flatMap((offset, i) =>
    perOffset[i].map((d): DealReminder => ({ dealId: d.id, transactionNumber: d.transactionNumber, offset, dueDate: addDays(d.eta!, offset), dueNow: false })),
  );
  return { items: [...dueNow.sort(byDueDate), ...upcoming.sort(byDueDate)].slice(0, limit), dueNow: dueNow.length };
}
