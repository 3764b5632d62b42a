import { NoteInput, NoteListQuery } from "../../schemas/note";
import { defineRoutes } from "../contract";

/** Internal notes on any topic. Staff only. */
export const notesRoutes = defineRoutes({
  "notes.list": { method: "GET", path: "/notes", access: "admin", query: NoteListQuery, needs: { table: "read" } },
  "notes.create": { method: "POST", path: "/notes", access: "admin", body: NoteInput, needs: { table: "write", live: "post" } },
});

import type { Page } from "../../schemas/common";
import type { Note } from "../../schemas/note";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface NotesResponses {
  "notes.list": Page<Note>;
  "notes.create": Note;
}
