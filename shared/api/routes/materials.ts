import { MaterialCreate, MaterialListQuery, MaterialUpdate, UploadRequest } from "../../schemas/material";
import { defineRoutes } from "../contract";

/** Products (materials) and their uploads (marketplace.md §7 Products). */
export const materialsRoutes = defineRoutes({
  "materials.list": { method: "GET", path: "/materials", access: "user", query: MaterialListQuery },
  "materials.get": { method: "GET", path: "/materials/{id}", access: "user" },
  "materials.create": { method: "PUT", path: "/materials", access: "user", body: MaterialCreate },
  "materials.update": { method: "POST", path: "/materials/{id}", access: "user", body: MaterialUpdate },
  "materials.delete": { method: "DELETE", path: "/materials/{id}", access: "user" },
  "materials.uploadImage": { method: "POST", path: "/materials/{id}/upload-image", access: "user", body: UploadRequest },
  "materials.uploadDocument": { method: "POST", path: "/materials/{id}/upload-document", access: "user", body: UploadRequest },
});

import type { Page } from "../../schemas/common";
import type { Material, UploadAnswer } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface MaterialsResponses {
  "materials.list": Page<Material>;
  "materials.get": Material;
  "materials.create": Material;
  "materials.update": Material;
  "materials.delete": null;
  "materials.uploadImage": UploadAnswer;
  "materials.uploadDocument": UploadAnswer;
}
