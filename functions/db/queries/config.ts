import { createdBy } from "../audit";
import type { ConfigItem } from "../entities/config";

export type { ConfigItem };
import { db } from "../service";
import { patchVersioned } from "./versioned";

export async function getConfig(name: string): Promise<ConfigItem | null> {
  const { data } = await db().config.get({ name }).go();
  return data ?? null;
}

/** Create the setting on first write, otherwise a versioned update. */
export async function putConfig(name: string, value: unknown, userId: string, version?: number): Promise<ConfigItem> {
  const existing = await getConfig(name);
  if (!existing) {
    const { data } = await db().config.create({ name, value, ...createdBy(userId) }).go();
    return data;
  }
  return patchVersioned<ConfigItem>(db().config, { name }, { value }, userId, version);
}
