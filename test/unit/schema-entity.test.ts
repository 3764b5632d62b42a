import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { StoredSchema } from "../../functions/domains/define";
import { domainEntities } from "../../functions/domains/entities";
import { ROOT } from "../../scripts/local/config";
import { CompanyInput } from "../../shared/schemas/company";
import { OLDER_SHAPE_VIEW_FIELDS } from "../../shared/rules/company-shapes";
import * as z from "../../shared/schemas/zod";

/**
 * Every field a shared write schema accepts must be an attribute of the entity that stores it: ElectroDB
 * drops unknown attributes without a word, so a field added to a schema but not to its entity would
 * validate, answer 200 and be lost. The schemas are those each domain's entity file declares beside its
 * entities (`storedSchemas`, functions/domains/define.ts); every registered entity must have its entry.
 */
type Declared = Record<string, readonly StoredSchema[] | null>;
interface EntityModule {
  entities?: Record<string, unknown>;
  storedSchemas?: Declared;
}

const schemaOf = (s: StoredSchema) => ("schema" in s ? s.schema : s);
const notStoredOf = (s: StoredSchema) => new Set("schema" in s ? s.notStored : []);
const fieldsOf = (s: StoredSchema) => Object.keys(schemaOf(s)._zod.def.shape).filter((f) => !notStoredOf(s).has(f));
const attributesOf = (entity: unknown) => new Set(Object.keys((entity as { schema: { attributes: Record<string, unknown> } }).schema.attributes));
const missing = (s: StoredSchema, entity: unknown) => {
  const attrs = attributesOf(entity);
  return fieldsOf(s).filter((f) => !attrs.has(f));
};

/** The entity files of the domain folders (entity.ts and its siblings entity-*.ts) that register entities. */
const DOMAINS = path.join(ROOT, "functions/domains");
const entityFiles = readdirSync(DOMAINS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(path.join(DOMAINS, d.name))
      .filter((f) => /^entity(-[\w-]+)?\.ts$/.test(f))
      .map((f) => `${d.name}/${f}`),
  );
const modules = await Promise.all(entityFiles.map(async (f) => [f, (await import(path.join(DOMAINS, f))) as EntityModule] as const));
const declared: Declared = Object.assign({}, ...modules.map(([, m]) => m.storedSchemas ?? {}));

describe("shared write schemas against their entities", () => {
  it.each(modules.filter(([, m]) => m.entities))("%s declares the stored schemas of each entity it registers", (_, m) => {
    expect(Object.keys(m.storedSchemas ?? {}).sort()).toEqual(Object.keys(m.entities!).sort());
  });

  it("every registered entity of a domain folder has its declaration", () => {
    expect(Object.keys(domainEntities).filter((name) => !(name in declared))).toEqual([]);
  });

  const pairs = Object.entries(declared).flatMap(([name, schemas]) => (schemas ?? []).map((s, i) => [`${name} (schema ${i + 1})`, s, name] as const));
  it.each(pairs)("%s: every schema field is an entity attribute", (_, schema, name) => {
    expect(fieldsOf(schema).length).toBeGreaterThan(0);
    expect(missing(schema, domainEntities[name as keyof typeof domainEntities])).toEqual([]);
  });

  it("notices a schema field the entity does not have", () => {
    const extended = z.extend(CompanyInput, { vatRate: z.optional(z.number()) });
    expect(missing({ schema: extended, notStored: OLDER_SHAPE_VIEW_FIELDS }, domainEntities.company)).toEqual(["vatRate"]);
  });
});
