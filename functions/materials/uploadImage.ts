import { materialsRoutes } from "../../shared/api/routes/materials";
import * as Materials from "../core/materials";
import { route } from "../lib/handler";

/** Presigned PUT for a png/jpeg (415 otherwise, 413 above the size limit). */
export const handler = route(materialsRoutes, "materials.uploadImage", ({ params, body, auth }) => Materials.presignUpload(params.id, "images", body, auth));
