import type { output } from "zod/v4/core";
import { fromOlderInput } from "../../../shared/rules/company-shapes";
import { companyKeys } from "../../../shared/rules/company-keys";
import type { CompanyRecord } from "../../../shared/schemas/company";
import { CompanyImportRow, type CompanyImportBody, type CompanyImportResult } from "../../../shared/schemas/company";
import * as z from "../../../shared/schemas/zod";
import { releaseClaim, takeClaim, takeOverClaim } from "../../db/queries/claims";
import { companiesWithKeys, deleteKeyRows } from "./queries-keys";
import { deleteCompanyRecord, getCompany } from "./queries";
import { createContact, deleteContact, findContactByEmail, getContacts } from "../contacts/records";
import type { AuthContext } from "../../lib/auth";
import { crashPoint } from "../../lib/crash-point";
import { issuesOf, isConditionFailure } from "../../lib/errors";
import { runScopedId } from "../../lib/stable-id";
import { deletedSince, firstStart } from "../../db/queries/tombstones";
import { hasCompanyEvents, purgeCompanyEvents, recordCompanyEvent } from "../events";
import { COMPANY_KEY_SCOPE, companyKeyClaim } from "./find-or-create";
import { createFrom } from "./create";

type Row = output<typeof CompanyImportBody>["rows"][number];
type Parsed = output<typeof CompanyImportRow>;
type Duplicate = Omit<CompanyImportResult["duplicates"][number], "row">;
/** The row's contacts left out because staff deleted them after this import batch began (their positions). */
type Skipped = { skipped: number[] };
type Outcome = ({ kind: "imported" } & Skipped) | ({ kind: "duplicate"; duplicate: Duplicate } & Partial<Skipped>) | { kind: "failed"; message: string };
/** What the rows of one call share: who imports, and when their batch first began (deletes after it are kept). */
type Batch = { auth: AuthContext; since: number };

/** A row whose values another import holds right now, for a company not (yet) written. */
export const HELD_MESSAGE = "Another import is writing this row; import the file again in a few minutes";
export const NOT_SAVED_MESSAGE = "Could not be saved; nothing of this row was kept";

/**
 * The id of the company a row makes, and of its contacts: derived from the row's content, so importing the
 * same row again (a re-import of the file, a retried call, a second import at the same time) is the same
 * writer finishing the same records, never a second company.
 */
export const importedCompanyId = (r: Parsed) => runScopedId(JSON.stringify(r), "importCompany");
const importedContactId = (companyId: string, i: number) => runScopedId(companyId, `importContact:${i}`);

/**
 * POST /companies/import: each row is checked on its own (a bad row is reported, never a 400 for the batch),
 * a row matching another company or contact is reported as a duplicate and not written. Rows run one after
 * another, so a later row sees an earlier one's keys (duplicates within one file too).
 *
 * A row's writes are ordered so that a crash at any point leaves something the next import of the same row
 * recognises and finishes: it claims its company keys and contact e-mails (owner: the row's content-derived
 * company id), then writes the company (key rows, record, event), then each contact, then releases the
 * claims. An import of the same row finds its own claims (a retry), its own key rows (not a duplicate) and
 * its own company (the missing contacts and event are added). A claim of another writer past its lease whose
 * company was never written is taken over, and that writer's key rows are removed. A row that fails
 * without a crash is undone (what this attempt created is removed again).
 */
export async function importRows(rows: Row[], auth: AuthContext, batchKey?: string | null): Promise<CompanyImportResult> {
  const result: CompanyImportResult = { imported: [], failed: [], duplicates: [], skipped: [] };
  const batch: Batch = { auth, since: batchKey ? await firstStart("companyImport", `${auth.userId}\n${batchKey}`, auth.userId) : Date.now() };
  for (const { row, data } of rows) {
    const parsed = z.safeParse(CompanyImportRow, data);
    if (!parsed.success) {
      result.failed.push({ row, issues: issuesOf(parsed.error) });
      continue;
    }
    const { changes, issues } = fromOlderInput(parsed.data.company, null);
    if (issues.length) {
      result.failed.push({ row, issues: issues.map((i) => ({ ...i, path: i.path.replace(/^body\./, "company.") })) });
      continue;
    }
    const companyId = importedCompanyId(parsed.data);
    const claims = rowClaims(parsed.data);
    let outcome: Outcome;
    try {
      outcome = await importRow(parsed.data, changes, claims, companyId, batch);
    } catch (e) {
      console.warn("import row failed", row, e);
      outcome = { kind: "failed", message: NOT_SAVED_MESSAGE };
    } finally {
      // The keys and contacts now stand for the row (or it was undone): the claims have done their part.
      crashPoint("companyImport.beforeRelease");
      await Promise.all(claims.map((c) => releaseClaim(c.scope, c.claim, companyId)));
    }
    if (outcome.kind !== "failed")
      for (const i of outcome.skipped ?? [])
        result.skipped.push({ row, companyId, contact: i, name: contactLabel(parsed.data.contacts[i]), reason: "deletedSince" });
    if (outcome.kind === "imported") result.imported.push({ row, companyId });
    else if (outcome.kind === "duplicate") result.duplicates.push({ row, ...outcome.duplicate });
    else result.failed.push({ row, issues: [{ path: "row", message: outcome.message }] });
  }
  return result;
}

async function importRow(r: Parsed, changes: Parameters<typeof createFrom>[0], claims: RowClaim[], companyId: string, batch: Batch): Promise<Outcome> {
  const { auth } = batch;
  const held = await claimAll(claims, companyId);
  if (held) return held;
  crashPoint("companyImport.afterClaims");
  // Read under the claims: a writer that released them before ours were taken has its keys stored by then.
  const own = await getCompany(companyId);
  if (own) return finishRow(own, r, batch);
  const dup = await duplicateOf(r, companyId);
  if (dup) return { kind: "duplicate", duplicate: dup };
  let company: CompanyRecord;
  try {
    company = await createFrom(changes, auth, companyId);
  } catch (e) {
    // The same row imported at the same time by another call wrote the record first: finish it with them.
    const other = isConditionFailure(e) ? await getCompany(companyId) : null;
    if (!other) throw e;
    return finishRow(other, r, batch);
  }
  crashPoint("companyImport.afterCompany");
  try {
    return { kind: "imported", skipped: (await writeContacts(company, r.contacts, batch)).skipped };
  } catch (e) {
    await undo(company, r.contacts);
    throw e;
  }
}

/**
 * The row's company stands (an earlier import of this very row wrote it, or one running now): add what that
 * import did not get to (its event, its contacts). Imported when something was missing, else a duplicate
 * "already imported". The event is stored once per company however many imports finish it at once; a company
 * with any event already has its CompanyCreated (one stored before it had a fixed key, too).
 */
async function finishRow(company: CompanyRecord, r: Parsed, batch: Batch): Promise<Outcome> {
  let added = false;
  if (!(await hasCompanyEvents(company.id)) && (await recordCompanyEvent({ type: "CompanyCreated", company }, batch.auth.userId))) added = true;
  const { written, skipped } = await writeContacts(company, r.contacts, batch);
  if (written > 0) added = true;
  return added ? { kind: "imported", skipped } : { kind: "duplicate", duplicate: { companyId: company.id, name: company.name, reason: "imported" }, skipped };
}

/**
 * The row's contacts that are not stored yet (each under its stable id; a racing writer's is no error): how
 * many were written, and which were left out because staff deleted them after the batch began (a contact
 * delete writes its tombstone before it removes the record, so a contact found missing here because it was
 * deleted has its tombstone readable by then).
 */
async function writeContacts(company: CompanyRecord, contacts: Parsed["contacts"], batch: Batch): Promise<{ written: number } & Skipped> {
  const ids = contacts.map((_, i) => importedContactId(company.id, i));
  const stored = new Set((await getContacts(ids)).map((c) => c.id));
  const deleted = await deletedSince(
    "contact",
    ids.filter((id) => !stored.has(id)),
    batch.since,
  );
  let written = 0;
  const skipped: number[] = [];
  for (const [i, c] of contacts.entries()) {
    if (stored.has(ids[i])) continue;
    if (deleted.has(ids[i])) {
      skipped.push(i);
      continue;
    }
    try {
      await createContact({ ...c, id: ids[i], companyId: company.id }, batch.auth.userId, company);
      written++;
      crashPoint("companyImport.afterContact");
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  return { written, skipped };
}

/** How the answer names a contact of the row: its e-mail, else its name. */
const contactLabel = (c: Parsed["contacts"][number] | undefined) => c?.email ?? ([c?.firstName, c?.lastName].filter(Boolean).join(" ") || "contact");

/** Remove what this attempt created (the company it wrote, and the row's contacts) after a failure part-way. */
async function undo(company: CompanyRecord, contacts: Parsed["contacts"]): Promise<void> {
  for (const i of contacts.keys()) await deleteContact(importedContactId(company.id, i)).catch(() => {});
  await purgeCompanyEvents(company.id).catch(() => {});
  await deleteCompanyRecord(company).catch(() => {});
}

type RowClaim = { kind: CompanyImportResult["duplicates"][number]["reason"]; value: string; scope: string; claim: string };

/** What a row makes unique: its company's duplicate keys and its contacts' e-mail addresses. */
function rowClaims(r: Parsed): RowClaim[] {
  const keys = companyKeys({ name: r.company.name, website: r.company.website, registrationNumber: r.company.registrationNumber });
  const emails = [...new Set(r.contacts.map((c) => c.email?.toLowerCase()).filter((e): e is string => Boolean(e)))];
  return [
    ...keys.map((k) => ({ kind: k.kind, value: k.value, scope: COMPANY_KEY_SCOPE, claim: companyKeyClaim(k) })),
    ...emails.map((e) => ({ kind: "email" as const, value: e, scope: "contactEmail", claim: e })),
  ];
}

/**
 * Claim every value of the row for `owner`; null when all are taken, else why the row cannot go on. A value
 * another writer holds makes the row a duplicate of that writer's company once it stands; while it does not,
 * the holder is still writing it (the row is refused for now), or, past the lease, crashed (taken over).
 */
async function claimAll(claims: RowClaim[], owner: string): Promise<Outcome | null> {
  for (const c of claims) {
    const got = await takeClaim(c.scope, c.claim, owner);
    if (got.taken) continue;
    const company = await getCompany(got.owner);
    if (company) return { kind: "duplicate", duplicate: { companyId: company.id, name: c.kind === "email" ? c.value : company.name, reason: c.kind } };
    if (got.stale && (await takeOverClaim(c.scope, c.claim, got.owner, owner))) continue;
    return { kind: "failed", message: HELD_MESSAGE };
  }
  return null;
}

/**
 * Another company or contact with one of the row's values. Key rows of the row's own company are its own
 * (written before a crash); key rows of a company that does not exist were left by a crashed create whose
 * claim has lapsed (we hold it now): they are removed, not obeyed.
 */
async function duplicateOf(r: Parsed, ownId: string): Promise<Duplicate | null> {
  const keys = companyKeys({ name: r.company.name, website: r.company.website, registrationNumber: r.company.registrationNumber });
  for (const found of await companiesWithKeys(keys, ownId)) {
    if (await getCompany(found.id)) return { companyId: found.id, name: found.name, reason: found.reason };
    await deleteKeyRows(keys, found.id);
  }
  for (const c of r.contacts) {
    const existing = c.email ? await findContactByEmail(c.email) : null;
    if (existing && existing.companyId !== ownId) return { companyId: existing.companyId, name: c.email!, reason: "email" };
  }
  return null;
}
