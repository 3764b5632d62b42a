import type { Company } from "../../../shared/schemas/company";
import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { createdBy, updatedBy } from "../audit";
import type { WarehouseItem } from "../entities/warehouse";
import { goIfFits } from "../item-size";

type Item = Record<string, unknown>;
import { db } from "../service";
import { getMaterialsByIds } from "./material-lists";
import { after, orderedPage, type OrderedList, type PageOpts } from "./ordered-lists";

/** The stored record as the API's answer, reservations always a list. */
const toWarehouseMaterial = ({ reserved, ...rest }: WarehouseItem): WarehouseMaterial => ({
  ...rest,
  reserved: Array.isArray(reserved) ? reserved : [],
});

export async function getWarehouseMaterial(id: string): Promise<WarehouseMaterial | null> {
  const { data } = await db().warehouse.get({ id }).go();
  return data ? toWarehouseMaterial(data) : null;
}

/** Create or replace the available amount of a material (conditional on the version read). */
export async function putWarehouseMaterial(id: string, availableAmountKg: number, companyId: string, userId: string): Promise<WarehouseMaterial> {
  const existing = await getWarehouseMaterial(id);
  if (!existing) {
    const { data } = await goIfFits(db().warehouse.create({ id, companyId, availableAmountKg, reserved: [], ...createdBy(userId) }));
    return toWarehouseMaterial(data);
  }
  await goIfFits(
    db()
      .warehouse.put({ ...existing, id, companyId, availableAmountKg, ...updatedBy(userId), version: existing.version + 1 })
      .where((a, op) => op.eq(a.version, existing.version)),
  );
  return (await getWarehouseMaterial(id))!;
}

export async function deleteWarehouseMaterial(id: string): Promise<void> {
  await db().warehouse.delete({ id }).go();
}

/** Warehouse records, most recently updated first, with their material's name, type and company. */
export async function listWarehouseMaterials(opts: PageOpts = {}) {
  const list: OrderedList = {
    partition: "warehouse:all",
    sortFields: ["updatedDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().warehouse.query.all({}) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, withMaterials);
}

async function withMaterials(items: Item[]) {
  const records = (items as WarehouseItem[]).map(toWarehouseMaterial);
  const materials = await getMaterialsByIds(records.map((r) => r.id));
  const companyIds = [...new Set([...materials.values()].map((m) => m.companyId as string))];
  const companies = companyIds.length
    ? new Map(
        (
          (
            await db()
              .company.get(companyIds.map((id) => ({ id })))
              .go()
          ).data as unknown as Company[]
        ).map((c) => [c.id, c.name]),
      )
    : new Map<string, string>();
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
