/** A copy of `item` without `keys`: how a view drops what a role may not see. */
export function omit<T extends object, K extends string>(item: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...item } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as Omit<T, K>;
}

/** A copy of `item` with only those of `keys` it has a value for: how a view keeps a record's columns. */
export function pick<T extends object, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (item[k] !== undefined) out[k] = item[k];
  return out as Pick<T, K>;
}
