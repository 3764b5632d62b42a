import { companiesById } from "../companies/records";
import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { getMaterialsByIds } from "../materials";

/** Warehouse records with their material's name, type and company: one BatchGet of each for the page. */
export async function withMaterials(records: WarehouseMaterial[]) {
  const materials = await getMaterialsByIds(records.map((r) => r.id));
  const companyIds = [...new Set([...materials.values()].map((m) => m.companyId as string))];
  const companies = new Map([...(await companiesById(companyIds, ["id", "name"])).values()].map((c) => [c.id, c.name]));
  return records.map((r) => {
    const m = materials.get(r.id);
    return {
      ...r,
      material: m
        ? {
            id: r.id,
            name: m.name as string,
            internalName: (m.internalName as string) ?? null,
            type: m.type as string,
            companyId: m.companyId as string,
            companyName: companies.get(m.companyId as string) ?? null,
          }
        : null,
    };
  });
}
