import { boothRoutes } from "../../../shared/api/routes/booth";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Booth from "./index";

/**
 * The booth routes' handlers, one export per route named after the part of its id after the dot
 * ("booth.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(boothRoutes, "booth.list", ({ query }) => Booth.list(query));

export const create = /* @__PURE__ */ route(boothRoutes, "booth.create", async ({ body, auth }) => new Reply(201, await Booth.create(body, auth)));

export const upload = /* @__PURE__ */ route(boothRoutes, "booth.upload", ({ body }) => Booth.presignPhoto(body));
