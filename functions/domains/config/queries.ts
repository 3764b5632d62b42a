import { createdBy } from "../../db/audit";
import { goIfFits } from "../../db/item-size";
import { patchVersioned } from "../../db/queries/versioned";
import { db } from "../../db/service";
import type { ConfigItem } from "./entity";

export type { ConfigItem };

export async function getConfig(name: string): Promise<ConfigItem | null> {
  const { data } = await db().config.get({ name }).go();
  return data ?? null;
}

/** Create the setting on first write, otherwise a versioned update. */
export async function putConfig(name: string, value: unknown, userId: string, version?: number): Promise<ConfigItem> {
  const existing = await getConfig(name);
  if (!existing) {
    const { data } = await goIfFits(db().config.create({ name, value, ...createdBy(userId) }));
    return data;
  }
  return patchVersioned<ConfigItem>(db().config, { name }, { value }, userId, version);
}
