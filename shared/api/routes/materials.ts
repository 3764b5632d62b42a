import { MaterialCreate, MaterialListQuery, MaterialUpdate, UploadRequest } from "../../schemas/material";
import { defineRoutes, FILES } from "../contract";

/** Products (materials) and their uploads. */
export const materialsRoutes = defineRoutes({
  "materials.list": {
    method: "GET",
    path: "/materials",
    access: "user",
    query: MaterialListQuery,
    needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } },
  },
  "materials.get": { method: "GET", path: "/materials/{id}", access: "user", needs: { table: "read", files: { access: "read", prefixes: [FILES.companies] } } },
  "materials.create": {
    method: "PUT",
    path: "/materials",
    access: "user",
    body: MaterialCreate,
    needs: { table: "write", files: { access: "read", prefixes: [FILES.companies] }, stateMachines: ["materialAlerts"] },
  },
  "materials.update": {
    method: "POST",
    path: "/materials/{id}",
    access: "user",
    body: MaterialUpdate,
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies], uploads: "register" }, stateMachines: ["materialAlerts"] },
  },
  "materials.delete": {
    method: "DELETE",
    path: "/materials/{id}",
    access: "user",
    needs: { table: "write", files: { access: "write", prefixes: [FILES.companies, FILES.datasheets] } },
  },
  "materials.uploadImage": {
    method: "POST",
    path: "/materials/{id}/upload-image",
    access: "user",
    body: UploadRequest,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.companies], uploads: "presign" } },
  },
  "materials.uploadDocument": {
    method: "POST",
    path: "/materials/{id}/upload-document",
    access: "user",
    body: UploadRequest,
    needs: { table: "read", files: { access: "write", prefixes: [FILES.companies], uploads: "presign" } },
  },
});

import type { Page } from "../../schemas/common";
import type { MaterialAnswer, MaterialListItem, UploadAnswer } from "../../schemas/material";

/** What each route answers: type-only (no runtime cost), kept apart from the entries; the web client is typed from it (shared/api/responses.ts). */
export interface MaterialsResponses {
  "materials.list": Page<MaterialListItem>;
  "materials.get": MaterialAnswer;
  "materials.create": MaterialAnswer;
  "materials.update": MaterialAnswer;
  "materials.delete": null;
  "materials.uploadImage": UploadAnswer;
  "materials.uploadDocument": UploadAnswer;
}
