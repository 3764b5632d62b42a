import useSWR, { mutate } from "swr";
import type { Page } from "../../../shared/schemas/common";
import type { Company } from "../../../shared/schemas/company";
import type { FileRecord, Material, MaterialCreate, MaterialListItem, MaterialUpdate, UploadAnswer, WarehouseMaterial } from "../../../shared/schemas/material";
import { api } from "../../lib/api";

/** Material API hooks and calls (marketplace.md §7 Products, Warehouse). */

export const PAGE_SIZE = 25;

export const useMaterials = (query: Record<string, string | undefined>) => useSWR<Page<MaterialListItem>>(["/materials", { ...query, limit: PAGE_SIZE }]);
export const useMaterial = (id: string) => useSWR<Material>(id ? `/materials/${id}` : null);
export const useWarehouseRecord = (id: string | null) => useSWR<WarehouseMaterial | null>(id ? `/warehouse/materials/${id}` : null);
export const useCompanies = (q: string, enabled = true) => useSWR<Page<Company>>(enabled ? ["/companies", { q, limit: 20 }] : null);

/** Refetch every cached material list after a change. */
const refreshLists = () => mutate((key) => Array.isArray(key) && key[0] === "/materials", undefined, { revalidate: true });

export async function createMaterial(input: MaterialCreate): Promise<Material> {
  const created = await api.put<Material>("/materials", input);
  await mutate(`/materials/${created.id}`, created, { revalidate: false });
  void refreshLists();
  return created;
}

export async function updateMaterial(id: string, changes: MaterialUpdate): Promise<Material> {
  const saved = await api.post<Material>(`/materials/${id}`, changes);
  await mutate(`/materials/${id}`, saved, { revalidate: false });
  void refreshLists();
  return saved;
}

export async function deleteMaterial(id: string) {
  await api.delete(`/materials/${id}`);
  await mutate(`/materials/${id}`, undefined, { revalidate: false });
  void refreshLists();
}

export const datasheetUrl = (id: string) => api.get<{ url: string }>(`/materials/${id}/datasheet`);

export interface FromDatasheetAnswer {
  material: Material;
  extracted: string[];
  dropped?: string[];
}

export async function materialFromDatasheet(companyId: string, file: File): Promise<FromDatasheetAnswer> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const answer = await api.post<FromDatasheetAnswer>(`/companies/${companyId}/material-from-datasheet`, { fileName: file.name, file: btoa(binary) });
  void refreshLists();
  return answer;
}

/** PUT the file to the presigned URL with exactly the signed content type; reports upload progress 0–100. */
function putFile(url: string, file: File, contentType: string, onProgress: (pct: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed: HTTP ${xhr.status}`)));
    xhr.onerror = () => reject(new Error("Upload failed"));
    xhr.send(file);
  });
}

export type FileKind = "images" | "documents";

/** Presign, upload, then save the file record on the material (the order of §7). */
export async function uploadMaterialFile(material: Material, kind: FileKind, file: File, onProgress: (pct: number) => void): Promise<Material> {
  const contentType = file.type;
  const route = kind === "images" ? "upload-image" : "upload-document";
  const answer = await api.post<UploadAnswer>(`/materials/${material.id}/${route}`, { contentType, size: file.size, name: file.name, materialId: material.id });
  await putFile(answer.uploadUrl, file, contentType, onProgress);
  const current = await api.get<Material>(`/materials/${material.id}`);
  return updateMaterial(material.id, { [kind]: [...stripUrls(current[kind]), answer.file], version: current.version });
}

const stripUrls = (files: FileRecord[]) => files.map(({ id, size, contentType, name }) => ({ id, size, contentType, name }));

export async function removeMaterialFile(material: Material, kind: FileKind, fileId: string): Promise<Material> {
  const current = await api.get<Material>(`/materials/${material.id}`);
  return updateMaterial(material.id, { [kind]: stripUrls(current[kind].filter((f) => f.id !== fileId)), version: current.version });
}

export async function saveWarehouse(id: string, availableAmountKg: number) {
  const saved = await api.post<WarehouseMaterial>("/warehouse/materials", { id, availableAmountKg });
  await mutate(`/warehouse/materials/${id}`, saved, { revalidate: false });
  void mutate((key) => Array.isArray(key) && key[0] === "/warehouse/materials");
  return saved;
}
