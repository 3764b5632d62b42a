import { notesRoutes } from "../../shared/api/routes/notes";
import * as Notes from "../core/notes";
import { route } from "../lib/handler";

export const handler = route(notesRoutes, "notes.list", ({ query, auth }) => Notes.list(query, auth));
