import type { LeadAnalytics } from "../../../shared/api/routes/leads";
import { contactName } from "../../../shared/schemas/contact";
import { leadStatuses, type LeadStatus } from "../../../shared/schemas/lead";
import { addToCounters, readCounter, replaceCounter, type CounterDelta } from "../../db/queries/analytics-counters";
import { getContacts } from "../contacts/records";
import { readAllLeadFacts } from "./queries";
import { leadAssigneeKey } from "./entity";
import { logger } from "../../lib/logger";
import { lastWeeks, weekOf } from "../insights/dates";

/**
 * Lead analytics (ADR 0134): three counters kept by every lead write with
 * atomic ADDs (as the material analytics, ADR 0124), so GET /leads/analytics reads three small counter
 * partitions instead of every lead: created per ISO week (bucket: the Monday), leads per assignee (bucket:
 * the assignee id or "none") and leads per status.
 */
export const LEADS_WEEKLY = "leads:weekly";
export const LEADS_ASSIGNEE = "leads:assignee";
export const LEADS_STATUS = "leads:status";
const WEEKS = 12;

export interface LeadFacts {
  status: LeadStatus | string;
  assigneeId?: string | null;
  createdDate: string;
}

const contribution = (l: LeadFacts, sign: 1 | -1): CounterDelta[] => [
  { counter: LEADS_WEEKLY, bucket: weekOf(l.createdDate), delta: sign },
  { counter: LEADS_ASSIGNEE, bucket: leadAssigneeKey(l.assigneeId), delta: sign },
  { counter: LEADS_STATUS, bucket: l.status, delta: sign },
];

/** The counter changes of one write (null: no lead before or after), netted per bucket; unchanged buckets are skipped. */
export function leadDeltas(before: LeadFacts | null, after: LeadFacts | null): CounterDelta[] {
  const all = [...(before ? contribution(before, -1) : []), ...(after ? contribution(after, 1) : [])];
  const net = new Map<string, CounterDelta>();
  for (const d of all) {
    const k = `${d.counter}\u0000${d.bucket}`;
    const cur = net.get(k);
    net.set(k, { ...d, delta: (cur?.delta ?? 0) + d.delta });
  }
  return [...net.values()].filter((d) => d.delta !== 0);
}

/** Apply a write's changes to the counters (after the lead write succeeded; a repair is `rebuildLeadCounters`). */
/**
 * Follow a lead write on the counters. The lead is stored by then and is the truth: a counter write that
 * fails is logged (the reconciliation repairs the counters from the leads), never answered as a failure of the stored write,
 * which a client would retry into a second lead.
 */
export async function leadWritten(before: LeadFacts | null, after: LeadFacts | null): Promise<void> {
  try {
    await addToCounters(leadDeltas(before, after));
  } catch (e) {
    logger.error("lead counters not updated after a lead write", { error: String(e) });
  }
}

/** Every lead counter recomputed from the leads, by counter and bucket (maintenance only: reads the whole created index). */
export async function recountLeadCounters(): Promise<Map<string, Map<string, number>>> {
  const maps = new Map<string, Map<string, number>>([LEADS_WEEKLY, LEADS_ASSIGNEE, LEADS_STATUS].map((c) => [c, new Map()]));
  for (const l of await readAllLeadFacts())
    for (const d of contribution(l, 1)) maps.get(d.counter)!.set(d.bucket, (maps.get(d.counter)!.get(d.bucket) ?? 0) + 1);
  return maps;
}

/** Recount and replace every lead counter (the seed, a manual repair while writes are quiet; the scheduled one is the reconciliation). */
export async function rebuildLeadCounters(): Promise<void> {
  for (const [counter, values] of await recountLeadCounters()) await replaceCounter(counter, values);
}

/** GET /leads/analytics: three Queries of counter partitions and one BatchGet of the assignees' names. */
export async function analytics(now = new Date()): Promise<LeadAnalytics> {
  const weeks = lastWeeks(WEEKS, now);
  const [weekly, perAssignee, perStatus] = await Promise.all([
    readCounter(LEADS_WEEKLY, { from: weeks[0], to: weeks[weeks.length - 1] }),
    readCounter(LEADS_ASSIGNEE),
    readCounter(LEADS_STATUS),
  ]);
  const assigned = [...perAssignee].filter(([k, v]) => k !== "none" && v > 0).map(([k]) => k);
  const names = new Map((await getContacts(assigned)).map((c) => [c.id, contactName(c) || c.email || c.id]));
  return {
    weeklyCreated: weeks.map((week) => ({ week, count: weekly.get(week) ?? 0 })),
    perAssignee: [...perAssignee]
      .filter(([, count]) => count > 0)
      .map(([k, count]) => (k === "none" ? { assigneeId: null, name: null, count } : { assigneeId: k, name: names.get(k) ?? null, count }))
      .sort((a, b) => b.count - a.count),
    byStatus: leadStatuses.map((status) => ({ status, count: perStatus.get(status) ?? 0 })),
  };
}
