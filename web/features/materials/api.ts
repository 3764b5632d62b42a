import type { DatasheetExtraction } from "../../../shared/api/routes/datasheets";
import type { MaterialAnswer, MaterialCreate, MaterialUpdate, WarehouseMaterial } from "../../../shared/schemas/material";
import { call } from "../../lib/api";
import { invalidate, setCached, useApi } from "../../lib/queryKeys";
import { sendFile, stripUrls } from "../../lib/upload";
import type { materialsListQuery } from "./listQuery";

/** Material API hooks and calls. */

export const useMaterials = (query: ReturnType<typeof materialsListQuery>) => useApi("GET /materials", { query });
export const useMaterial = (id: string) => useApi("GET /materials/{id}", id ? { params: { id } } : null);
export const useWarehouseRecord = (id: string | null) => useApi("GET /warehouse/materials/{id}", id ? { params: { id } } : null);
export const useCompany = (id: string | null | undefined) => useApi("GET /companies/{id}", id ? { params: { id } } : null);
/** The leads that hold this material (the admin's leads card): GET /leads?materialId=. */
export const MATERIAL_LEADS_LIMIT = 50;
export const useMaterialLeads = (materialId: string) => useApi("GET /leads", { query: { materialId, limit: MATERIAL_LEADS_LIMIT } });

/** Refetch every cached material list (all pages and filters) after a change. */
const refreshLists = () => invalidate("GET /materials");

export async function createMaterial(input: MaterialCreate): Promise<MaterialAnswer> {
  const created = await call("PUT /materials", { body: input });
  await setCached("GET /materials/{id}", { id: created.id }, created);
  void refreshLists();
  return created;
}

export async function updateMaterial(id: string, changes: MaterialUpdate): Promise<MaterialAnswer> {
  const saved = await call("POST /materials/{id}", { params: { id }, body: changes });
  await setCached("GET /materials/{id}", { id }, saved);
  void refreshLists();
  return saved;
}

export async function deleteMaterial(id: string) {
  await call("DELETE /materials/{id}", { params: { id } });
  await setCached("GET /materials/{id}", { id }, undefined);
  void refreshLists();
}

export const datasheetUrl = (id: string) => call("GET /materials/{id}/datasheet", { params: { id } });

export type FromDatasheetAnswer = DatasheetExtraction;

export async function materialFromDatasheet(companyId: string, file: File): Promise<FromDatasheetAnswer> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const answer = await call("POST /companies/{id}/material-from-datasheet", { params: { id: companyId }, body: { fileName: file.name, file: btoa(binary) } });
  void refreshLists();
  return answer;
}

export type FileKind = "images" | "documents";

/** Presign, upload, then save the file record on the material (in that order: the record names an uploaded file). */
export async function uploadMaterialFile(material: MaterialAnswer, kind: FileKind, file: File, onProgress: (pct: number) => void): Promise<MaterialAnswer> {
  const contentType = file.type;
  const body = { contentType, size: file.size, name: file.name, materialId: material.id };
  const params = { id: material.id };
  const answer = await (kind === "images"
    ? call("POST /materials/{id}/upload-image", { params, body })
    : call("POST /materials/{id}/upload-document", { params, body }));
  await sendFile(answer, file, onProgress, contentType);
  const current = await call("GET /materials/{id}", { params: { id: material.id } });
  return updateMaterial(material.id, { [kind]: [...stripUrls(current[kind]), answer.file], version: current.version });
}

export async function removeMaterialFile(material: MaterialAnswer, kind: FileKind, fileId: string): Promise<MaterialAnswer> {
  const current = await call("GET /materials/{id}", { params: { id: material.id } });
  return updateMaterial(material.id, { [kind]: stripUrls(current[kind].filter((f) => f.id !== fileId)), version: current.version });
}

export async function saveWarehouse(id: string, availableAmountKg: number) {
  const saved: WarehouseMaterial = await call("POST /warehouse/materials", { body: { id, availableAmountKg } });
  await setCached("GET /warehouse/materials/{id}", { id }, saved);
  void invalidate("GET /warehouse/materials");
  return saved;
}
