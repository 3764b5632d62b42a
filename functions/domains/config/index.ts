import { getConfig, putConfig, type ConfigItem } from "./queries";

export type { ConfigItem } from "./queries";

/**
 * The config service: what other domains, handlers and scripts call (never ./queries or ./entity).
 * Named platform settings (super admins only through the routes' access; other domains read their own entries).
 */

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

/** The stored setting with its audit fields, or null when it was never written (callers that create it themselves). */
export function findEntry(name: string): Promise<ConfigItem | null> {
  return getConfig(name);
}

/** Creates the setting on first write, otherwise a versioned update (a stale version answers 409). */
export async function put(name: string, value: unknown, userId: string, version?: number): Promise<ConfigView> {
  return configView(await putConfig(name, value, userId, version));
}
