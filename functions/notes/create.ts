import { notesRoutes } from "../../shared/api/routes/notes";
import * as Notes from "../core/notes";
import { Reply, route } from "../lib/handler";

export const handler = route(notesRoutes, "notes.create", async ({ body, auth }) => new Reply(201, await Notes.create(body, auth)));
