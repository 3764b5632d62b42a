import { MaterialPageQuery } from "../../schemas/material";
import { defineRoutes } from "../contract";

/** The public catalog of listed products. */
export const catalogRoutes = defineRoutes({
  "catalog.list": { method: "GET", path: "/public-materials", access: "public", query: MaterialPageQuery },
  "catalog.get": { method: "GET", path: "/catalog/materials/{id}", access: "public" },
});
