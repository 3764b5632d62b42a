import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { documentClient } from "../../lib/clients";
import { env } from "../../lib/env";

type Item = Record<string, unknown>;

/**
 * One kind of item a mixed BatchGet reads: the table keys of its items, the attributes it needs (every one
 * when absent) and how a raw item becomes the kind's record (null: not this kind's, e.g. a foreign item).
 */
export interface BatchKind<T> {
  keys: Item[];
  attributes?: readonly string[];
  shape: (raw: Item) => T | null;
}

type Results<K extends BatchKind<unknown>[]> = { [I in keyof K]: K[I] extends BatchKind<infer T> ? T[] : never };

/** ElectroDB's own fields, kept in a projection so each item still parses as its entity's. */
const IDENTIFIERS = ["__edb_e__", "__edb_v__"];
const CHUNK = 100;
const RETRIES = 5;

const keyString = (key: Item, names: string[]) => JSON.stringify(names.map((n) => key[n]));

/**
 * Items of several kinds in one BatchGetItem per 100 keys, not one call per kind: a page's embeds (its rows'
 * companies, contacts, materials) cost one round trip together. A projection is the union of the kinds'
 * attributes, or none when one kind needs every attribute. Unprocessed keys are asked again (a few times, then
 * it throws: an answer missing embeds it should have would look like deleted records). Each item goes back to
 * the kind whose key it has; unknown keys are left out.
 */
export async function batchGetKinds<K extends BatchKind<unknown>[]>(...kinds: K): Promise<Results<K>> {
  const owner = new Map<string, number>();
  const keys: Item[] = [];
  const keyNames = Object.keys(kinds.find((k) => k.keys.length)?.keys[0] ?? {});
  kinds.forEach((kind, i) =>
    kind.keys.forEach((key) => {
      const s = keyString(key, keyNames);
      if (owner.has(s)) return;
      owner.set(s, i);
      keys.push(key);
    }),
  );
  const out = kinds.map(() => [] as unknown[]);
  if (!keys.length) return out as Results<K>;
  const projected = kinds.every((k) => k.attributes || !k.keys.length);
  const names = projected ? [...new Set([...keyNames, ...IDENTIFIERS, ...kinds.flatMap((k) => k.attributes ?? [])])] : [];
  const projection = projected
    ? { ProjectionExpression: names.map((_, i) => `#a${i}`).join(", "), ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])) }
    : {};
  const chunks = Array.from({ length: Math.ceil(keys.length / CHUNK) }, (_, i) => keys.slice(i * CHUNK, (i + 1) * CHUNK));
  const items = (await Promise.all(chunks.map((chunk) => readAll(chunk, projection)))).flat();
  for (const raw of items) {
    const i = owner.get(keyString(raw, keyNames));
    if (i === undefined) continue;
    const shaped = kinds[i].shape(raw);
    if (shaped !== null) out[i].push(shaped);
  }
  return out as Results<K>;
}

async function readAll(keys: Item[], projection: object): Promise<Item[]> {
  const items: Item[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > RETRIES) throw new Error(`BatchGet: ${pending.length} keys unprocessed after ${RETRIES} retries`);
    if (attempt) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const res = await documentClient().send(new BatchGetCommand({ RequestItems: { [env.tableName]: { Keys: pending, ...projection } } }));
    items.push(...((res.Responses?.[env.tableName] ?? []) as Item[]));
    pending = (res.UnprocessedKeys?.[env.tableName]?.Keys ?? []) as Item[];
  }
  return items;
}
