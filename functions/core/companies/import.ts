import { randomUUID } from "node:crypto";
import type { output } from "zod/v4/core";
import { fromOlderInput } from "../../../shared/rules/company-shapes";
import { companyKeys } from "../../../shared/rules/company-keys";
import { CompanyImportRow, type CompanyImportBody, type CompanyImportResult } from "../../../shared/schemas/company";
import * as z from "../../../shared/schemas/zod";
import { releaseClaim, takeClaim, takeOverClaim } from "../../db/queries/claims";
import { deleteCompanyEvents } from "../../db/queries/company-events";
import { companiesWithKeys } from "../../db/queries/company-keys";
import { deleteCompanyRecord, getCompany } from "../../db/queries/companies";
import { createContact, deleteContact, findContactByEmail } from "../../db/queries/contacts";
import type { AuthContext } from "../../lib/auth";
import { issuesOf } from "../../lib/errors";
import { COMPANY_KEY_SCOPE, companyKeyClaim } from "./find-or-create";
import { createFrom } from "./index";

type Row = output<typeof CompanyImportBody>["rows"][number];

/**
 * POST /companies/import (issue 8 §4b): each row is checked on its own (a bad row is reported, never a 400
 * for the batch), a row matching an existing company or contact is reported as a duplicate and not written,
 * and a row lands whole or not at all — if any of its writes fails, what it wrote is removed again.
 * Rows run one after another, so a later row sees an earlier one's keys (duplicates within one file too).
 * Two imports at once (two staff, one file) cannot both write a row: before writing, a row claims each of
 * its company keys and contact e-mails (a conditional put); the import that finds a value claimed reports
 * the row as a duplicate of the claiming one.
 */
export async function importRows(rows: Row[], auth: AuthContext): Promise<CompanyImportResult> {
  const result: CompanyImportResult = { imported: [], failed: [], duplicates: [] };
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
    const companyId = randomUUID();
    const claims = rowClaims(parsed.data);
    const held = await claimAll(claims, companyId);
    try {
      if (held) {
        result.duplicates.push({ row, companyId: held.owner, name: held.kind === "email" ? held.value : parsed.data.company.name, reason: held.kind });
        continue;
      }
      // Read under the claims: a writer that released them before ours were taken has its keys stored by then.
      const dup = await duplicateOf(parsed.data);
      if (dup) {
        result.duplicates.push({ row, ...dup });
        continue;
      }
      await writeRow(changes, parsed.data.contacts, auth, companyId);
      result.imported.push({ row, companyId });
    } catch (e) {
      console.warn("import row failed", row, e);
      result.failed.push({ row, issues: [{ path: "row", message: "Could not be saved; nothing of this row was kept" }] });
    } finally {
      // The keys and contacts now stand for the row (or it was undone): the claims have done their part.
      await Promise.all(claims.map((c) => releaseClaim(c.scope, c.claim, companyId)));
    }
  }
  return result;
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
 * Claim every value of the row for `owner`; null when all are taken, else the first one another row holds.
 * A claim past its lease whose company was never written was left by a crash: it is taken over, not obeyed.
 */
async function claimAll(claims: RowClaim[], owner: string): Promise<(RowClaim & { owner: string }) | null> {
  for (const c of claims) {
    const got = await takeClaim(c.scope, c.claim, owner);
    if (got.taken) continue;
    if (got.stale && !(await getCompany(got.owner)) && (await takeOverClaim(c.scope, c.claim, got.owner, owner))) continue;
    return { ...c, owner: got.owner };
  }
  return null;
}

type Parsed = output<typeof CompanyImportRow>;

async function duplicateOf(r: Parsed): Promise<Omit<CompanyImportResult["duplicates"][number], "row"> | null> {
  const [company] = await companiesWithKeys(companyKeys({ name: r.company.name, website: r.company.website, registrationNumber: r.company.registrationNumber }));
  if (company) return { companyId: company.id, name: company.name, reason: company.reason };
  for (const c of r.contacts) {
    const existing = c.email ? await findContactByEmail(c.email) : null;
    if (existing) return { companyId: existing.companyId, name: c.email!, reason: "email" };
  }
  return null;
}

/** The company, its event and its contacts; on a failure part-way, the row's writes are undone. */
async function writeRow(changes: Parameters<typeof createFrom>[0], contacts: Parsed["contacts"], auth: AuthContext, companyId: string): Promise<string> {
  const company = await createFrom(changes, auth, companyId);
  const written: string[] = [];
  try {
    for (const c of contacts) {
      const id = randomUUID();
      await createContact({ ...c, id, companyId: company.id }, auth.userId, company);
      written.push(id);
    }
    return company.id;
  } catch (e) {
    for (const id of written) await deleteContact(id).catch(() => {});
    await deleteCompanyEvents(company.id).catch(() => {});
    await deleteCompanyRecord(company).catch(() => {});
    throw e;
  }
}
