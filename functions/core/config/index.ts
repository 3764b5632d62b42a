import { getConfig, putConfig, type ConfigItem } from "../../db/queries/config";

/** Named platform settings (super admins only, enforced by the routes' access). */

export interface ConfigView {
  name: string;
  value: unknown;
  version: number;
}

export const configView = (c: ConfigItem): ConfigView => ({ name: c.name, value: c.value, version: c.version });

/** The setting, or an empty one at version 0 when it was never written. */
export async function get(name: string): Promise<ConfigView> {
  const c = await getConfig(name);
  return c ? configView(c) : { name, value: null, version: 0 };
}

export async function put(name: string, value: unknown, userId: string, version?: number): Promise<ConfigView> {
  return configView(await putConfig(name, value, userId, version));
}
