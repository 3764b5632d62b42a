/**
 * Deal arrival reminders: for each deal with an ETA, reminders fall 21, 14, 7 and 1 day
 * before arrival, on arrival and 7 days after. Only reminders not yet past are listed, by due date; the bell
 * counts those due now. "Not yet past" is read as "not yet acted on": a reminder stays listed from its due
 * day until the next one of the same deal falls due (the last one, +7, for one week), so a reminder due
 * yesterday that nobody saw is still there today. Pure: dates are calendar days (YYYY-MM-DD, UTC).
 */
export const REMINDER_OFFSETS = [-21, -14, -7, -1, 0, 7] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];
/** How long the last reminder (+7, "completed") stays after its day. */
export const LAST_REMINDER_DAYS = 7;

export interface DealWithEta {
  id: string;
  transactionNumber: string;
  eta: string | null;
}
export interface DealReminder {
  dealId: string;
  transactionNumber: string;
  offset: ReminderOffset;
  dueDate: string;
  dueNow: boolean;
}

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(toDay(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Reminders of the deals as of `today` (YYYY-MM-DD): the current one of each deal (due now) and the upcoming ones. */
export function dealReminders(deals: readonly DealWithEta[], today: string): DealReminder[] {
  const now = toDay(today);
  const out: DealReminder[] = [];
  for (const deal of deals) {
    if (!deal.eta || Number.isNaN(toDay(deal.eta))) continue;
    REMINDER_OFFSETS.forEach((offset, i) => {
      const due = toDay(addDays(deal.eta!, offset));
      const next = i + 1 < REMINDER_OFFSETS.length ? toDay(addDays(deal.eta!, REMINDER_OFFSETS[i + 1])) : due + LAST_REMINDER_DAYS * DAY_MS;
      if (next <= now) return; // superseded by the next reminder, or the deal is closed: past
      out.push({ dealId: deal.id, transactionNumber: deal.transactionNumber, offset, dueDate: addDays(deal.eta!, offset), dueNow: due <= now });
    });
  }
  return out.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.transactionNumber.localeCompare(b.transactionNumber));
}

/** The bell's badge: reminders due today or earlier that are not past. */
export const dueNowCount = (reminders: readonly DealReminder[]) => reminders.filter((r) => r.dueNow).length;
