/** Changes to a record: a field's new value, null to remove the field, undefined (or absent) to keep it. */
export type Changes<T> = { [K in keyof T]?: T[K] | null };

/**
 * The record with the changes applied (null removes, undefined keeps), as a whole-item write stores it. A
 * required field is the caller's to keep: it refuses a null for it before applying the changes.
 */
export function applyChanges<T extends object>(record: T, changes: Changes<T>): T {
  const out = { ...record };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    if (v === null) Reflect.deleteProperty(out, k);
    else Reflect.set(out, k, v);
  }
  return out;
}
