import { createdBy } from "../audit";
import { goIfFits } from "../item-size";
import { db } from "../service";
import { patchVersioned } from "./versioned";

export async function getConfig(name: string) {
  const { data } = await db().config.get({ name }).go();
  return data ?? null;
}

/** Create the setting on first write, otherwise a versioned update. */
export async function putConfig(name: string, value: unknown, userId: string, version?: number) {
  const existing = await getConfig(name);
  if (!existing) {
    const { data } = await goIfFits(db().config.create({ name, value, ...createdBy(userId) } as never));
    return data;
  }
  return patchVersioned(db().config as never, { name }, { value }, userId, version);
}
