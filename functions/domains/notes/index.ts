import type { output } from "zod/v4/core";
import { contactName } from "../../../shared/schemas/contact";
import type { Note, NoteInput, NoteListQuery, NoteTopicType } from "../../../shared/schemas/note";
import { companyForChild, keepChild } from "../companies/live";
import { getContacts } from "../contacts/records";
import { getLeadRef } from "../leads/refs";
import { getMatch, getRequest } from "../requests";
import { createNote, deleteTopicNotes, findNote, listNotes, type StoredNote } from "./queries";
import type { PageOpts } from "../../db/queries/ordered-lists";
import type { AuthContext } from "../../lib/auth";
import { badRequest, notFound } from "../../lib/errors";
import { purgeCompanyEvents, recordCompanyEvent } from "../events";
import { earlierRecord, newId } from "../../lib/ids";
import { publish } from "../live";

/**
 * The notes service: what other domains, handlers, scripts and tests call (never ./queries or ./entity).
 * Internal notes on any topic (staff only: the routes are admin). A note is written only on a topic that
 * exists; topics whose domain has not landed yet have no record to find, so they answer 404 until that
 * domain adds its check here (ADR 0115).
 */
const topicExists: Record<NoteTopicType, (id: string, metadata: Record<string, string>) => Promise<boolean>> = {
  COMPANY: async (id) => (await companyForChild(id)) !== null,
  LEAD: async (id) => (await getLeadRef(id)) !== null,
  MATERIAL_REQUEST: async (id) => (await getRequest(id)) !== null,
  /** A match is found under its request (metadata {materialId, materialRequestId}), by its id. */
  MATERIAL_MATCH: async (id, metadata) => {
    const missing = (["materialRequestId", "materialId"] as const).filter((k) => !metadata[k]);
    if (missing.length)
      throw badRequest(
        "Validation failed",
        missing.map((k) => ({ path: `body.metadata.${k}`, message: "Required for a note on a match" })),
      );
    return (await getMatch(metadata.materialRequestId, metadata.materialId))?.id === id;
  },
};

const TOPIC_NAMES: Record<NoteTopicType, string> = { COMPANY: "Company", LEAD: "Lead", MATERIAL_REQUEST: "Material request", MATERIAL_MATCH: "Material match" };

/** Notes with their authors' names as the notes dialog shows them (one BatchGet per page). */
async function withAuthors(notes: StoredNote[]): Promise<Note[]> {
  const authors = new Map((await getContacts([...new Set(notes.map((n) => n.createdBy))])).map((c) => [c.id, contactName(c) || c.email || null]));
  return notes.map((n) => ({ ...n, authorName: authors.get(n.createdBy) ?? null }));
}

/** GET /notes?topicType&topicId: newest first, cursor pages. */
export async function list(query: output<typeof NoteListQuery>, _auth: AuthContext) {
  const page = await listNotes(query.topicType, query.topicId, query);
  return { items: await withAuthors(page.items), cursor: page.cursor };
}

/** POST /notes: blank content is refused by the schema; a company note also lands on the company's timeline. */
export async function create(body: output<typeof NoteInput>, auth: AuthContext): Promise<Note> {
  if (!(await topicExists[body.topicType](body.topicId, body.metadata ?? {}))) throw notFound(TOPIC_NAMES[body.topicType]);
  const id = newId("note");
  const earlier = await earlierRecord(id, (i) => findNote(body.topicType, body.topicId, i), auth.userId);
  if (earlier) return (await withAuthors([earlier]))[0];
  const note = await createNote(body, auth.userId, id);
  if (note.topicType === "COMPANY") {
    await recordCompanyEvent({ type: "CompanyNoteCreated", note: { id: note.id, content: note.content, topicId: note.topicId } }, auth.userId);
    // the company is going: its notes and timeline go with it, this note and its event included
    await keepChild(note.topicId, () => Promise.all([deleteNotesOf("COMPANY", note.topicId), purgeCompanyEvents(note.topicId)]));
  }
  // a lead's notes are staff only: the staff's open pages of the lead refetch them
  if (note.topicType === "LEAD") await publish({ type: "lead.notes", id: note.topicId }, { staff: true });
  return (await withAuthors([note]))[0];
}

/** A page of a topic's notes as stored (no author names), newest first. */
export function topicNotes(topicType: NoteTopicType, topicId: string, opts: PageOpts = {}) {
  return listNotes(topicType, topicId, opts);
}

/** Whether the topic has any note (a page of one). */
export async function hasNotes(topicType: NoteTopicType, topicId: string): Promise<boolean> {
  return (await listNotes(topicType, topicId, { limit: 1 })).items.length > 0;
}

/** Remove a topic's notes when the topic is deleted (the company delete cascade). */
export async function deleteNotesOf(topicType: NoteTopicType, topicId: string): Promise<number> {
  return deleteTopicNotes(topicType, topicId);
}
