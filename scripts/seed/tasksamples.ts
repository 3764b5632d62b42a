import type { StoredLead } from "../../functions/domains/leads";
import type { StoredSample } from "../../functions/domains/samples";
import type { StoredTask } from "../../functions/domains/tasks";
import { db } from "../../functions/db/service";
import { withoutNulls } from "../../functions/db/queries/versioned";
import type { SampleStatus } from "../../shared/schemas/sample";
import { seededLeads } from "./leads";
import { seedMaterialId, seeds } from "./materials";

/**
 * Local demo tasks and samples only (never deployed), on the seeded leads: two tasks on most leads (some
 * overdue, some done, spread over both staff users and unassigned) and samples in every status, the draft
 * ones on materials with warehouse stock so /warehouse shows reservations (ADR 0138). Fixed ids: the seed
 * writes only what is missing, so due dates are relative to the first run.
 */
const SEEDER = "seed";
const DAY = 24 * 3600 * 1000;
const taskId = (i: number) => `7a5c0000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
const sampleId = (i: number) => `5a3b0000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;

const TASKS = [
  "Call the buyer about the offer",
  "Send the quality data sheet",
  "Ask for the latest melt flow test",
  "Confirm the delivery address for the sample",
  "Follow up on the price feedback",
  "Prepare the offer for next quarter",
];
const ADDRESSES = [
  { street: "Industriestraße 12", city: "Stuttgart", zip: "70565", countryCode: "DE" },
  { street: "Via Roma 8", city: "Milano", zip: "20121", countryCode: "IT" },
  { street: "Keizersgracht 100", city: "Amsterdam", zip: "1015 CV", countryCode: "NL" },
  { street: "Rua Augusta 45", city: "Lisboa", zip: "1100-048", countryCode: "PT" },
];
const SAMPLE_STATUSES: SampleStatus[] = ["draft", "sent", "delivered", "draft"];
/** Seeded materials that have warehouse stock: the draft samples reserve from these. */
const STOCKED = seeds.flatMap((s, i) => (s.warehouseKg ? [seedMaterialId(i)] : []));

function tasksFor(leads: StoredLead[], staff: string[], now: number): StoredTask[] {
  return leads.slice(0, 24).flatMap((lead, i) =>
    [0, 1].flatMap((k) => {
      if (k === 1 && i % 3 === 2) return [];
      const n = i * 2 + k;
      // overdue: every third lead's first task; done: every fourth lead's; the rest due over the next two weeks
      const due = k === 0 && i % 3 === 0 ? now - ((i % 5) + 1) * DAY : now + (n % 14) * DAY + 3600 * 1000;
      const assigneeId = staff.length && n % 5 !== 3 ? staff[(i + k) % staff.length] : undefined;
      const at = new Date(now - (30 - (n % 30)) * DAY).toISOString();
      return [
        {
          id: taskId(n),
          topicType: "LEAD" as const,
          topicId: lead.id,
          description: TASKS[n % TASKS.length],
          dueDate: n % 7 === 6 ? undefined : new Date(due).toISOString(),
          status: i % 4 === 1 && k === 0 ? ("done" as const) : ("open" as const),
          assigneeId,
          createdDate: at,
          updatedDate: at,
          createdBy: SEEDER,
          updatedBy: SEEDER,
          version: 1,
        },
      ];
    }),
  );
}

function samplesFor(leads: StoredLead[], now: number): StoredSample[] {
  return leads
    .filter((_, i) => i % 3 === 0)
    .map((lead, j) => {
      const status = SAMPLE_STATUSES[j % SAMPLE_STATUSES.length];
      const materialId = status === "draft" || !lead.materialIds?.length ? STOCKED[j % STOCKED.length] : lead.materialIds[0];
      const created = now - (20 - j) * DAY;
      const record = {
        id: sampleId(j),
        leadId: lead.id,
        companyId: lead.companyId,
        materialId,
        status,
        contactId: lead.contactId ?? undefined,
        amountKg: j % 5 === 4 ? undefined : [25, 10, 50, 5, 15][j % 5],
        address: ADDRESSES[j % ADDRESSES.length],
        cost: status === "draft" ? undefined : { amount: 35 + j * 5, currency: "EUR" as const },
        trackingNumber: status === "draft" ? undefined : `${j % 2 ? "1Z" : "JD"}${String(900000 + j * 137)}`,
        carrier: status === "draft" ? undefined : j % 2 ? ("ups" as const) : ("dhl" as const),
        statusUpdatedDate: new Date(status === "draft" ? created : created + 3 * DAY).toISOString(),
        createdDate: new Date(created).toISOString(),
        updatedDate: new Date(created).toISOString(),
        createdBy: SEEDER,
        updatedBy: SEEDER,
        version: 1,
      };
      const stored: StoredSample = withoutNulls(record);
      return stored;
    });
}

/** Write the demo tasks and samples that are not there yet. */
export async function seedTasksAndSamples(staff: string[] = []) {
  const leads = await seededLeads();
  if (!leads.length) return;
  const now = Date.now();
  const tasks = tasksFor(leads, staff, now);
  const samples = samplesFor(leads, now);
  const [haveTasks, haveSamples] = await Promise.all([
    db()
      .task.get(tasks.map((t) => ({ topicType: t.topicType, topicId: t.topicId, id: t.id })))
      .go(),
    samples.length
      ? db()
          .sample.get(samples.map((s) => ({ id: s.id })))
          .go()
      : { data: [] },
  ]);
  const taskIds = new Set(haveTasks.data.map((t) => t.id));
  const sampleIds = new Set((haveSamples.data as { id: string }[]).map((s) => s.id));
  const newTasks = tasks.filter((t) => !taskIds.has(t.id));
  const newSamples = samples.filter((s) => !sampleIds.has(s.id));
  if (newTasks.length) {
    const r = await db()
      .task.put(newTasks as never[])
      .go();
    if (r.unprocessed?.length) throw new Error(`seed: ${r.unprocessed.length} tasks not written`);
  }
  if (newSamples.length) {
    const r = await db()
      .sample.put(newSamples as never[])
      .go();
    if (r.unprocessed?.length) throw new Error(`seed: ${r.unprocessed.length} samples not written`);
  }
}
