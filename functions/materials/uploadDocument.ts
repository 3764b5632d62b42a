import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { route } from "../lib/handler";

/** Presigned PUT for a pdf (415 otherwise, 413 above the size limit). */
export const handler = route(materialsRoutes, "materials.uploadDocument", ({ params, body, auth }) =>
  Materials.presignUpload(params.id, "documents", body, auth),
);
