import { Entity } from "electrodb";
import { describe, expect, it } from "vitest";
import { CompanyStored } from "../../shared/schemas/company";
import { ContactCreate } from "../../shared/schemas/contact";
import { DealCreate } from "../../shared/schemas/deal";
import { LeadInput } from "../../shared/schemas/lead";
import { MaterialInput } from "../../shared/schemas/material";
import { MaterialRequestInput } from "../../shared/schemas/material-request";
import { SampleInput } from "../../shared/schemas/sample";
import * as z from "../../shared/schemas/zod";
import { attributesFromZod } from "./attributes-from-zod";
import { domainEntities } from "../domains/entities";

interface Def {
  type: string;
  innerType?: z.core.$ZodType;
  out?: z.core.$ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  options?: z.core.$ZodType[];
}

/**
 * A value of every field a schema describes, nested ones included (checks aside: the entity does not run
 * them). With `nulls`, a nullable value inside an object is null, as a parsed form leaves a blank one; at the
 * top a nullable field is left out, as writers remove it.
 */
function example(schema: z.core.$ZodType, nulls: boolean, nested = false): unknown {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case "nullable":
      return nulls ? (nested ? null : undefined) : example(def.innerType!, nulls, nested);
    case "optional":
    case "default":
      return example(def.innerType!, nulls, nested);
    case "pipe":
      return example(def.out!, nulls, nested);
    case "string":
      return "text";
    case "number":
      return 7;
    case "boolean":
      return true;
    case "enum":
      return Object.values(def.entries!).at(-1);
    case "literal":
      return def.values![0];
    case "union":
      return example(def.options![0], nulls, nested);
    case "array":
      return [example(def.element!, nulls, true)];
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape!)
          .map(([k, s]) => [k, example(s, nulls, true)])
          .filter(([, v]) => v !== undefined),
      );
    default:
      return { any: "value" };
  }
}
const full = (schema: z.core.$ZodType, nulls = false) => {
  const { shape } = schema._zod.def as unknown as { shape: Record<string, z.core.$ZodType> };
  return Object.fromEntries(
    Object.entries(shape)
      .map(([k, s]) => [k, example(s, nulls)])
      .filter(([, v]) => v !== undefined),
  );
};

const audit = { createdDate: "2026-01-01T00:00:00.000Z", updatedDate: "2026-01-01T00:00:00.000Z", createdBy: "u", updatedBy: "u", version: 1 };
const table = { table: "t" };

interface Writable {
  put(item: never): { params(o: object): { Item: Record<string, unknown> } };
  parse(r: { Item: Record<string, unknown> }): { data: unknown };
}
/** Each entity whose attributes derive from a shared schema, with the server-owned fields a write needs. */
const derived: [string, z.core.$ZodType, Writable, Record<string, unknown>][] = [
  ["company", CompanyStored, domainEntities.company as unknown as Writable, {}],
  ["material", MaterialInput, domainEntities.material as unknown as Writable, { id: "m1", companyId: "c1" }],
  ["sample", SampleInput, domainEntities.sample as unknown as Writable, { id: "s1", companyId: "c1", status: "draft", statusUpdatedDate: audit.createdDate }],
  ["lead", LeadInput, domainEntities.lead as unknown as Writable, { id: "l1" }],
  ["deal", DealCreate, domainEntities.deal as unknown as Writable, { id: "d1", transactionNumber: "T-1" }],
  ["contact", ContactCreate, domainEntities.contact as unknown as Writable, { id: "p1" }],
  [
    "materialRequest",
    MaterialRequestInput,
    domainEntities.materialRequest as unknown as Writable,
    { id: "r1", companyId: "c1", status: "open", documents: [{ id: "doc00001", size: 1, contentType: "application/pdf", name: "a.pdf" }] },
  ],
];

describe("entity attributes derived from the shared schemas", () => {
  for (const [name, schema, entity, owned] of derived) {
    for (const nulls of [false, true]) {
      it(`${name}: every field the schema describes is written and read back${nulls ? " (nested blanks as null)" : ""}`, () => {
        const record = { ...full(schema, nulls), ...owned, ...audit };
        const item = entity.put(record as never).params(table).Item;
        expect(entity.parse({ Item: item }).data).toEqual(record);
      });
    }
  }

  it("notices a nested field the entity would drop", () => {
    const schema = z.object({ price: z.object({ amount: z.number(), currency: z.string() }) });
    const model = (attributes: object) =>
      new Entity({
        model: { entity: "thing", version: "1", service: "s" },
        attributes: { id: { type: "string", required: true }, ...attributes },
        indexes: { byId: { pk: { field: "pk", composite: ["id"] }, sk: { field: "sk", composite: [] } } },
      }) as unknown as Writable;
    const roundTrip = (entity: Writable) => entity.parse({ Item: entity.put({ id: "t1", ...full(schema) } as never).params(table).Item }).data;
    const attributes = attributesFromZod(schema) as unknown as { price: { properties: Record<string, unknown> } };
    expect(roundTrip(model(attributes))).toEqual({ id: "t1", ...full(schema) });
    delete attributes.price.properties.currency;
    expect(roundTrip(model(attributes))).not.toEqual({ id: "t1", ...full(schema) });
  });

  it("maps zod kinds to ElectroDB attributes", () => {
    const schema = z.object({
      name: z.string(),
      note: z.optional(z.nullable(z.string())),
      count: z.number(),
      on: z.optional(z.boolean()),
      kind: z._default(z.enum(["a", "b"]), "a"),
      either: z.union([z.literal("x"), z.enum(["y"])]),
      tags: z.optional(z.array(z.string())),
      blank: z.preprocess((v) => (v === "" ? null : v), z.nullable(z.number())),
      money: z.optional(z.object({ amount: z.number(), currency: z.optional(z.nullable(z.enum(["EUR"]))) })),
      free: z.optional(z.record(z.string(), z.unknown())),
    });
    const a = attributesFromZod(schema) as unknown as Record<
      string,
      { type: unknown; required?: boolean; properties?: Record<string, { type: unknown; validate?: (v: unknown) => boolean }> }
    >;
    expect(a.name).toEqual({ type: "string", required: true });
    expect(a.note).toEqual({ type: "string" });
    expect(a.count).toEqual({ type: "number", required: true });
    expect(a.on).toEqual({ type: "boolean" });
    expect(a.kind).toEqual({ type: ["a", "b"], required: true });
    expect(a.either).toEqual({ type: ["x", "y"], required: true });
    expect(a.tags).toEqual({ type: "list", items: { type: "string", required: true } });
    expect(a.blank).toEqual({ type: "number" });
    expect(a.money.type).toBe("map");
    expect(a.money.properties!.amount).toEqual({ type: "number", required: true });
    // A nested value that may be null stays `any` (ElectroDB refuses null in a typed attribute) and checks its kind.
    const currency = a.money.properties!.currency;
    expect(currency.type).toBe("any");
    expect([null, undefined, "EUR"].map(currency.validate!)).toEqual([true, true, true]);
    expect(currency.validate!("GBP")).toBe(false);
    expect(a.free).toEqual({ type: "any" });
  });
});
