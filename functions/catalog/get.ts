import { catalogRoutes } from "../../shared/api/routes/catalog";
import { getMaterial, toPublicMaterial } from "../db/queries/materials";
import { notFound } from "../lib/errors";
import { route } from "../lib/handler";

/** One listed material; an unlisted or unknown id answers 404 alike. */
export const handler = route(catalogRoutes, "catalog.get", async ({ params }) => {
  const material = await getMaterial(params.id);
  if (!material?.isPublic) throw notFound("Material");
  return toPublicMaterial(material);
});
