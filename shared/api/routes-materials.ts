import { MaterialCreate, MaterialListQuery, MaterialPageQuery, MaterialUpdate, UploadRequest, WarehouseInput } from "../schemas/material";
import * as z from "../schemas/zod";
import { defineRoutes } from "./contract";

/** Products (materials), uploads, public catalog and warehouse routes (marketplace.md §7 Products, Warehouse). */
export const materialRoutes = defineRoutes({
  "materials.list": { method: "GET", path: "/materials", access: "user", query: MaterialListQuery },
  "materials.get": { method: "GET", path: "/materials/{id}", access: "user" },
  "materials.create": { method: "PUT", path: "/materials", access: "user", body: MaterialCreate },
  "materials.update": { method: "POST", path: "/materials/{id}", access: "user", body: MaterialUpdate },
  "materials.delete": { method: "DELETE", path: "/materials/{id}", access: "user" },
  "materials.uploadImage": { method: "POST", path: "/materials/{id}/upload-image", access: "user", body: UploadRequest },
  "materials.uploadDocument": { method: "POST", path: "/materials/{id}/upload-document", access: "user", body: UploadRequest },
  "companies.materials": { method: "GET", path: "/companies/{id}/materials", access: "user", query: MaterialPageQuery },
  "catalog.list": { method: "GET", path: "/public-materials", access: "public", query: MaterialPageQuery },
  "catalog.get": { method: "GET", path: "/catalog/materials/{id}", access: "public" },
  "warehouse.list": { method: "GET", path: "/warehouse/materials", access: "admin", query: z.pick(MaterialPageQuery, { cursor: true, limit: true }) },
  "warehouse.get": { method: "GET", path: "/warehouse/materials/{id}", access: "admin" },
  "warehouse.save": { method: "POST", path: "/warehouse/materials", access: "admin", body: WarehouseInput },
  "warehouse.delete": { method: "DELETE", path: "/warehouse/materials/{id}", access: "admin" },
});
