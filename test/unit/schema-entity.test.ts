import { describe, expect, it } from "vitest";
import { domainEntities } from "../../functions/domains/entities";
import { configRoutes } from "../../shared/api/routes/config";
import { OLDER_SHAPE_VIEW_FIELDS, V2_RENAMED_FIELDS } from "../../shared/rules/company-shapes";
import { CompanyInput, CompanyV2Input } from "../../shared/schemas/company";
import { ContactCreate } from "../../shared/schemas/contact";
import { DealCreate, DealUpdate } from "../../shared/schemas/deal";
import { LeadInput, LeadUpdate } from "../../shared/schemas/lead";
import { MaterialCreate, WarehouseInput } from "../../shared/schemas/material";
import { MatchUpdate, MaterialRequestInput, MaterialRequestUpdate } from "../../shared/schemas/material-request";
import { NoteInput } from "../../shared/schemas/note";
import * as z from "../../shared/schemas/zod";

/** The company entity is its domain's own (functions/domains/companies): read here from the table's registry. */
const CompanyEntity = domainEntities.company;
const ContactEntity = domainEntities.contact;

/**
 * Every field a shared write schema accepts must be an attribute of the entity that stores it: ElectroDB
 * drops unknown attributes without a word, so a field added to a schema but not to its entity would
 * validate, answer 200 and be lost.
 */
type ObjectSchema = { _zod: { def: { shape: Record<string, unknown> } } };
const fieldsOf = (schema: ObjectSchema) => Object.keys(schema._zod.def.shape);
const attributesOf = (entity: { schema: unknown }) => new Set(Object.keys((entity.schema as { attributes: Record<string, unknown> }).attributes));
const missing = (schema: ObjectSchema, entity: { schema: unknown }) => {
  const attrs = attributesOf(entity);
  return fieldsOf(schema).filter((f) => !attrs.has(f));
};

/** Fields a shape folds into others on write (shared/rules/company-shapes.ts), never stored under their own name. */
const without = (schema: ObjectSchema, fields: readonly string[]) => z.omit(schema as never, Object.fromEntries(fields.map((f) => [f, true]))) as ObjectSchema;

const pairs: [string, ObjectSchema, { schema: unknown }][] = [
  ["CompanyInput → company", without(CompanyInput, OLDER_SHAPE_VIEW_FIELDS), CompanyEntity],
  ["CompanyV2Input → company", without(CompanyV2Input, Object.keys(V2_RENAMED_FIELDS)), CompanyEntity],
  ["ContactCreate → contact", ContactCreate, ContactEntity],
  ["MaterialCreate → material", MaterialCreate, domainEntities.material],
  ["NoteInput → note", NoteInput, domainEntities.note],
  ["MaterialRequestInput → materialRequest", MaterialRequestInput, domainEntities.materialRequest],
  ["MaterialRequestUpdate → materialRequest", MaterialRequestUpdate, domainEntities.materialRequest],
  ["MatchUpdate → materialMatch", MatchUpdate, domainEntities.materialMatch],
  ["DealCreate → deal", DealCreate, domainEntities.deal],
  ["DealUpdate → deal", DealUpdate, domainEntities.deal],
  ["LeadInput → lead", LeadInput, domainEntities.lead],
  ["LeadUpdate → lead", LeadUpdate, domainEntities.lead],
  ["WarehouseInput → warehouse", WarehouseInput, domainEntities.warehouse],
  ["config.put body → config", configRoutes["config.put"].body, domainEntities.config],
];

describe("shared write schemas against their entities", () => {
  for (const [name, schema, entity] of pairs) {
    it(`${name}: every schema field is an entity attribute`, () => {
      expect(fieldsOf(schema).length).toBeGreaterThan(0);
      expect(missing(schema, entity)).toEqual([]);
    });
  }

  it("notices a schema field the entity does not have", () => {
    const extended = z.extend(without(CompanyInput, OLDER_SHAPE_VIEW_FIELDS) as never, { vatRate: z.optional(z.number()) });
    expect(missing(extended, CompanyEntity)).toEqual(["vatRate"]);
  });
});
