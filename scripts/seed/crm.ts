import { PDFDocument, StandardFonts } from "pdf-lib";
import type { CompanyRecord } from "../../shared/schemas/company";
import * as Config from "../../functions/domains/config";
import { contactItem, CSV_DOWNLOAD_CONFIG } from "../../functions/domains/contacts";
import { syncCompanyKeys } from "../../functions/domains/companies";
import { db } from "../../functions/db/service";
import { putObject } from "../../functions/lib/s3";
import { daysAgo, seedCompanies, seedContacts, seedDocuments, seedNotes, type SeedCompany } from "./crm-data";
import { demoCompanies, demoContacts, demoUsers } from "./demo-companies";

const SEEDER = "seed";
/** Where a company's documents live in the files bucket (the companies module signs them on read). */
export const companyDocumentKey = (companyId: string, fileId: string) => `companies/${companyId}/documents/${fileId}`;

type Batch = { go(): Promise<{ unprocessed?: unknown[] }> };
/** ElectroDB batches 25 items per BatchWriteItem; anything DynamoDB hands back unprocessed is an error here. */
async function batch(write: Batch, what: string) {
  const { unprocessed } = await write.go();
  if (unprocessed?.length) throw new Error(`seed: ${unprocessed.length} ${what} not written`);
}

/** Which of these ids already exist (one BatchGet per 100 keys). */
async function existing(entity: "company" | "contact", ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const { data } = await (db()[entity] as any).get(ids.map((id) => ({ id }))).go({ attributes: ["id"] });
  return new Set((data as { id: string }[]).map((d) => d.id));
}

const stored = ({ createdAt, ...c }: SeedCompany, assignedUserId?: string): CompanyRecord => ({
  ...c,
  ...(assignedUserId ? { assignedUserId } : {}),
  createdDate: createdAt,
  updatedDate: createdAt,
  createdBy: SEEDER,
  updatedBy: SEEDER,
  version: 1,
});

/** Drop nulls: the entity stores a missing attribute, not a null (as splitChanges does for API writes). */
const compact = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

async function pdf(title: string, company: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 60, y: 760, size: 22, font });
  page.drawText(`${company} — demo document, local stack only`, { x: 60, y: 730, size: 11, font });
  return doc.save();
}

/**
 * The companies that are not there yet, with everything that hangs off them (their contacts, notes, events and
 * documents), in batch writes. Customers are shared out among the staff so assignee filters show something.
 */
export async function seedCompaniesAndContacts(staff: string[]) {
  const have = await existing(
    "company",
    seedCompanies.map((c) => c.id),
  );
  const fresh = seedCompanies.filter((c) => !have.has(c.id));
  const customers = seedCompanies.filter((c) => c.type !== "other").map((c) => c.id);
  const records = fresh.map((c) => {
    const i = customers.indexOf(c.id);
    const docs = seedDocuments.filter((d) => d.companyId === c.id).map((d) => ({ id: d.id, name: d.name, size: 0, contentType: "application/pdf" }));
    return compact({
      ...stored(c, i >= 0 && staff.length ? staff[i % staff.length] : undefined),
      ...(docs.length ? { documents: docs } : {}),
    }) as CompanyRecord;
  });
  // The PDFs first: a company record never names a document that is not in the bucket.
  await Promise.all(
    seedDocuments
      .filter((d) => records.some((r) => r.id === d.companyId))
      .map(async (d) => {
        const r = records.find((x) => x.id === d.companyId)!;
        const bytes = await pdf(d.title, r.name);
        await putObject(companyDocumentKey(d.companyId, d.id), bytes, "application/pdf");
        (r.documents as { id: string; size: number }[]).find((x) => x.id === d.id)!.size = bytes.length;
      }),
  );
  if (records.length) await batch(db().company.put(records as never[]) as Batch, "companies");
  // Their duplicate keys too, so the duplicate warning and the import know the demo companies.
  await Promise.all(records.map((r) => syncCompanyKeys(r, null)));

  const byId = new Map(seedCompanies.map((c) => [c.id, stored(c)]));
  const contacts = [
    ...seedContacts,
    ...demoContacts.map(([firstName, lastName, email, position, idx]) => ({
      id: `p-${email}`,
      companyId: demoCompanies[idx].id,
      firstName,
      lastName,
      email,
      position,
    })),
  ];
  const haveContacts = await existing(
    "contact",
    contacts.map((c) => c.id),
  );
  const newContacts = await Promise.all(
    contacts.filter((c) => !haveContacts.has(c.id)).map((c) => contactItem(compact(c), SEEDER, byId.get(c.companyId) ?? null)),
  );
  if (newContacts.length) await batch(db().contact.put(newContacts as never[]) as Batch, "contacts");

  // History only for companies created in this run, so restarts add nothing twice.
  const isFresh = new Set(fresh.map((c) => c.id));
  const author = staff[0] ?? SEEDER;
  const notes = seedNotes.filter((n) => isFresh.has(n.companyId));
  if (notes.length)
    await batch(
      db().note.put(
        notes.map((n) => ({
          id: n.id,
          topicType: "COMPANY" as const,
          topicId: n.companyId,
          content: n.content,
          metadata: {},
          createdDate: n.createdDate,
          createdBy: author,
        })),
      ) as Batch,
      "notes",
    );
  const events = fresh.flatMap((c, i) => {
    type Ev = {
      id: string;
      companyId: string;
      type: "CompanyCreated" | "CompanyUpdated" | "CompanyNoteCreated";
      timestamp: string;
      createdBy: string;
      data: unknown;
    };
    const out: Ev[] = [
      {
        id: `e-seed-${c.id}-created`,
        companyId: c.id,
        type: "CompanyCreated",
        timestamp: c.createdAt,
        createdBy: author,
        data: { company: { id: c.id, name: c.name } },
      },
    ];
    if (i % 4 === 1 && c.score)
      out.push({
        id: `e-seed-${c.id}-updated`,
        companyId: c.id,
        type: "CompanyUpdated",
        timestamp: daysAgo(20 - (i % 15)),
        createdBy: author,
        data: { oldCompany: { score: c.score === 5 ? 4 : c.score + 1 }, newCompany: { score: c.score } },
      });
    for (const n of notes.filter((x) => x.companyId === c.id))
      out.push({
        id: `e-seed-${n.id}`,
        companyId: c.id,
        type: "CompanyNoteCreated",
        timestamp: n.createdDate,
        createdBy: author,
        data: { note: { id: n.id, content: n.content } },
      });
    return out;
  });
  if (events.length) await batch(db().companyEvent.put(events as never[]) as Batch, "events");

  if (!(await Config.findEntry(CSV_DOWNLOAD_CONFIG)))
    await Config.put(
      CSV_DOWNLOAD_CONFIG,
      demoUsers.filter((u) => u.email === "admin@example.com").map((u) => u.email),
      SEEDER,
    );
  return { companies: records.length, contacts: newContacts.length, notes: notes.length, events: events.length };
}
