import { notesRoutes } from "../../../shared/api/routes/notes";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Notes from "./index";

/**
 * The notes routes' handlers, one export per route named after the part of its id after the dot
 * ("notes.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other handlers.
 */
export const list = /* @__PURE__ */ route(notesRoutes, "notes.list", ({ query, auth }) => Notes.list(query, auth));

export const create = /* @__PURE__ */ route(notesRoutes, "notes.create", async ({ body, auth }) => new Reply(201, await Notes.create(body, auth)));
