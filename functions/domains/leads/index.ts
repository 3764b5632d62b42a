import type { output } from "zod/v4/core";
import { BOARD_COLUMNS, type BoardColumn, type LeadInput, type LeadListQuery, type LeadMove, type LeadUpdate } from "../../../shared/schemas/lead";
import type { FileRecord } from "../../../shared/schemas/material";
import { createdBy } from "../../db/audit";
import { checkLeadDocuments, deleteLeadFiles, leadDocumentKey, presignLeadDocument } from "./files";
import { createLead, deleteLead, getLead, listCompanyLeadIds, listLeads, putLead, type StoredLead } from "./queries";
/** The name search (GET /search): staff's, like every lead route. */
export { leadsByNamePrefix } from "./queries";
import type { AuthContext } from "../../lib/auth";
import { deleteObject } from "../../lib/s3";
import { crashPoint } from "../../lib/crash-point";
import { badRequest, isConditionFailure, notFound } from "../../lib/errors";
import { keepChild } from "../companies/live";
import { deleteNotesOf } from "../notes";
import { publish } from "../live";
import { leadWritten } from "./analytics";
import { editOrder, placeInOrder, readOrder, syncOrder } from "./board";
import { checkReferences, type LeadChanges } from "./input";
import { cardView, cardViews, leadAnswer } from "./view";
import { deleteSamplesOf } from "../samples";
import { deleteTasksOf } from "../tasks";
import { earlierRecord, newId } from "../../lib/ids";
import { applyChanges } from "../../../shared/rules/changes";

export { analytics, rebuildLeadCounters, recountLeadCounters, LEADS_ASSIGNEE, LEADS_STATUS, LEADS_WEEKLY } from "./analytics";
export { editOrder } from "./board";
export { findLead, getLeadRef, getLeadRefs, loadLeadRef, type LeadRef } from "./refs";
export type { StoredLead } from "./queries";

/**
 * The leads service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * Sales leads (ADR 0134, 0135). Every route
 * is staff only (the routes' access "admin"), so the rules here are about what a lead may name and how the
 * board order follows its status.
 */

/** Ids of a company's leads (one Query on the company index). */
export function companyLeadIds(companyId: string): Promise<string[]> {
  return listCompanyLeadIds(companyId);
}

/** The lead, or 404. */
export async function loadLead(id: string): Promise<StoredLead> {
  const l = await getLead(id);
  if (!l) throw notFound("Lead");
  return l;
}

export async function get(id: string) {
  return leadAnswer(await loadLead(id));
}

/**
 * A page of cards. The first page also carries the board order of the columns asked for (all five without a
 * status filter), one GetItem, so the board needs no second request and each column's order is sent once.
 */
export async function list(query: Partial<LeadListQuery>) {
  const { cursor, limit, ...filters } = query;
  const [page, stored] = await Promise.all([listLeads(filters, { cursor, limit }, cardViews), cursor ? null : readOrder()]);
  if (!stored) return page;
  const wanted = filters.status?.length ? BOARD_COLUMNS.filter((c) => filters.status!.includes(c)) : BOARD_COLUMNS;
  return { ...page, order: Object.fromEntries(wanted.map((c) => [c, stored.order[c] ?? []])) };
}

/** Tells the staff's open boards and lead pages that the lead changed (leads are staff only). */
const announce = (lead: StoredLead) => publish({ type: "lead.changed", id: lead.id, companyId: lead.companyId }, { staff: true });

const onBoard = (status: string) => (BOARD_COLUMNS as readonly string[]).includes(status);

/**
 * PUT /leads: the references are checked first (400 naming the field, nothing written); documents come later by
 * update. `id` is given by one-click actions that must create their lead once (an interest's lead).
 */
export async function create(body: output<typeof LeadInput>, auth: AuthContext, id: string = newId("lead")) {
  const earlier = await earlierRecord(id, getLead, auth.userId);
  if (earlier) return leadAnswer(earlier);
  const changes: LeadChanges = { ...body };
  if (changes.documents?.length) throw badRequest("Validation failed", [{ path: "body.documents", message: "Upload documents after the lead is created" }]);
  await checkReferences(changes, body.companyId, true);
  const record: StoredLead = { ...body, id, documents: [], ...createdBy(auth.userId) };
  const created = await createLead(record);
  crashPoint("leads.afterCreate");
  await leadWritten(null, created);
  if (onBoard(created.status)) await syncOrder(created.id, created.status, auth.userId);
  // after the counters and the board. A lead this new has no files, tasks, samples or notes: the undo takes
  // the record off the counters (once) and the board, and needs no file access the route would otherwise not have.
  await keepChild(created.companyId, async () => {
    if (await deleteLead(created, auth.userId)) await leadWritten(created, null);
    if (onBoard(created.status)) await syncOrder(created.id, null, auth.userId);
  });
  await announce(created);
  return leadAnswer(created);
}

/** POST /leads: versioned partial update; null clears a field. A status change moves the card to the top of its new column. */
export async function update(body: output<typeof LeadUpdate>, auth: AuthContext) {
  const { id, version, ...changes } = body as LeadChanges & { id: string; version?: number };
  const existing = await loadLead(id);
  const companyId = changes.companyId ?? existing.companyId;
  const issues: { path: string; message: string }[] = [];
  for (const f of ["companyId", "description", "type"] as const)
    if ((changes as Record<string, unknown>)[f] === null) issues.push({ path: `body.${f}`, message: "Required" });
  if (issues.length) throw badRequest("Validation failed", issues);
  await checkReferences(changes, companyId, companyId !== existing.companyId);
  // the old company's person is no contact of the new one
  if (changes.contactId === undefined && companyId !== existing.companyId && existing.contactId) changes.contactId = null;
  if (changes.documents)
    changes.documents = (await checkLeadDocuments(id, existing.documents as FileRecord[], changes.documents as FileRecord[])) as LeadChanges["documents"];
  const updated = await putLead(existing, applyChanges(existing, changes), auth.userId, version);
  await afterWrite(existing, updated, auth);
  await announce(updated);
  if (changes.documents) {
    const kept = new Set((updated.documents ?? []).map((f) => f.id));
    await Promise.all((existing.documents ?? []).filter((f) => !kept.has(f.id)).map((f) => deleteObject(leadDocumentKey(id, f.id))));
  }
  return leadAnswer(updated);
}

async function afterWrite(before: StoredLead, after: StoredLead, auth: AuthContext) {
  await leadWritten(before, after);
  if (before.status !== after.status) await syncOrder(after.id, after.status, auth.userId);
}

/**
 * POST /leads/{id}/move: one drag (ADR 0135). The status follows the column (a whole-item write on the
 * version read, re-read and retried when another write came in between: a drag never answers 409), then
 * the order edit is applied to the stored order with its own conditional write and retry.
 */
export async function move(id: string, body: output<typeof LeadMove>, auth: AuthContext) {
  // The whole drag is idempotent (status set, id placed after afterId), so a conflict that got past the inner
  // retries (seen once in 300 under 10 clients on a loaded machine) is retried as a whole.
  for (let attempt = 1; ; attempt++) {
    try {
      return await moveOnce(id, body, auth);
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 3) throw e;
    }
  }
}

async function moveOnce(id: string, body: output<typeof LeadMove>, auth: AuthContext) {
  const column = body.column as BoardColumn;
  let lead = await loadLead(id);
  for (let attempt = 1; lead.status !== column; attempt++) {
    try {
      // only the status: completion status is a separate, optional fact
      const moved = await putLead(lead, { ...lead, status: column }, auth.userId);
      await leadWritten(lead, moved);
      lead = moved;
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 5) throw e;
      lead = await loadLead(id);
    }
  }
  const { order, version } = await editOrder((o) => placeInOrder(o, id, column, body.afterId ?? null), auth.userId);
  await announce(lead);
  return { lead: (await cardViews([lead]))[0] ?? cardView(lead, { companies: new Map(), contacts: new Map() }), order, orderVersion: version };
}

/** DELETE /leads/{id}: 404 for an unknown id, else the purge. */
export async function remove(id: string, auth: AuthContext) {
  const lead = await loadLead(id);
  await purge(lead, auth.userId);
  await announce(lead);
  return { id };
}

/**
 * The lead with its tasks, samples, notes, files, material rows and counters, and its place on the board (each step
 * idempotent, the lead record before the counters and the order, so a retry still finds what is left). The
 * company delete calls it for each of the company's leads.
 */
export async function purge(lead: StoredLead, userId: string): Promise<void> {
  // Deals made from the lead stay: they are contracts in their own right (they keep the lead id as history).
  await deleteTasksOf("LEAD", lead.id);
  await deleteSamplesOf(lead.id);
  await deleteNotesOf("LEAD", lead.id);
  await deleteLeadFiles(lead.id);
  // Counted once: only the delete that removed the record takes it off the counters.
  if (await deleteLead(lead, userId)) await leadWritten(lead, null);
  if (onBoard(lead.status)) await syncOrder(lead.id, null, userId);
}

/** A company's leads, for the company delete. */
export async function purgeCompanyLeads(companyId: string, userId: string, each?: () => void): Promise<void> {
  for (const id of await listCompanyLeadIds(companyId)) {
    const lead = await getLead(id);
    if (lead) await purge(lead, userId);
    each?.();
  }
}

/** A presigned PUT for one PDF of the lead (415 for another type, 413 above the size limit). */
export async function presignDocument(id: string, body: { contentType: string; size?: number; name?: string }) {
  await loadLead(id);
  return presignLeadDocument(id, body);
}
