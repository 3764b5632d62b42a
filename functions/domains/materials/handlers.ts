import { materialsRoutes } from "../../../shared/api/routes/materials";
import { Reply } from "../../lib/handler";
import { route } from "../route";
import * as Materials from "./index";

/**
 * The materials routes' handlers, one export per route named after the part of its id after the dot
 * ("materials.list" → `list`). Each route's Lambda entry is generated from this map at build time
 * (infra/route-entries.ts); each call is marked pure, so a Lambda's bundle leaves out the other routes' handlers.
 */
export const list = /* @__PURE__ */ route(materialsRoutes, "materials.list", ({ query, auth }) => Materials.list(query, auth));

export const get = /* @__PURE__ */ route(materialsRoutes, "materials.get", ({ params, auth }) => Materials.get(params.id, auth));

export const create = /* @__PURE__ */ route(materialsRoutes, "materials.create", async ({ body, auth }) => new Reply(201, await Materials.create(body, auth)));

export const update = /* @__PURE__ */ route(materialsRoutes, "materials.update", ({ params, body, auth }) => Materials.update(params.id, body, auth));

const remove = /* @__PURE__ */ route(materialsRoutes, "materials.delete", async ({ params, auth }) => {
  await Materials.remove(params.id, auth);
  return new Reply(204, undefined);
});
export { remove as delete };

/** Presigned PUT for a png/jpeg (415 otherwise, 413 above the size limit). */
export const uploadImage = /* @__PURE__ */ route(materialsRoutes, "materials.uploadImage", ({ params, body, auth }) =>
  Materials.presignUpload(params.id, "images", body, auth),
);

/** Presigned PUT for a pdf (415 otherwise, 413 above the size limit). */
export const uploadDocument = /* @__PURE__ */ route(materialsRoutes, "materials.uploadDocument", ({ params, body, auth }) =>
  Materials.presignUpload(params.id, "documents", body, auth),
);
