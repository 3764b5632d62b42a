import type { WarehouseMaterial } from "../../../shared/schemas/material";
import { createdBy, updatedBy } from "../../db/audit";
import type { WarehouseItem } from "./entity";
import { goIfFits } from "../../db/item-size";
import { db } from "../../db/service";
import { after, orderedPage, type OrderedList, type PageOpts } from "../../db/queries/ordered-lists";

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

/** Warehouse records, most recently updated first, each page shaped by `shape` (the material it is of). */
export async function listWarehouseMaterials<T>(opts: PageOpts, shape: (records: WarehouseMaterial[]) => Promise<T[]>) {
  const list: OrderedList = {
    partition: "warehouse:all",
    sortFields: ["updatedDate", "id"],
    order: "desc",
    sources: [(pos) => after(db().warehouse.query.all({}) as never, "desc", pos)],
    filtered: false,
  };
  return orderedPage(list, opts, (items) => shape((items as WarehouseItem[]).map(toWarehouseMaterial)));
}
