/** A copy of `item` without `keys`: how a view drops what a role may not see. */
export function omit<T extends object, K extends string>(item: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...item } as Record<string, unknown>;
  for (const k of keys) delete out[k];
  return out as Omit<T, K>;
}
