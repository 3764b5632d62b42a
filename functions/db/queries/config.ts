import { createdBy } from "../audit";
import type { ConfigItem } from "../entities/config";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { patchVersioned } from "./versioned";

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
