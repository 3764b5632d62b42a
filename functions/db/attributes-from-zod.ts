import { CustomAttributeType } from "electrodb";
import type * as z from "../../shared/schemas/zod";

/**
 * ElectroDB attributes derived from a shared zod object schema, so a stored record is defined once (ADR 0191).
 *
 * At run time each field becomes the ElectroDB attribute that validates it on write: strings, numbers and
 * booleans as such, an enum (or a union of string literals) as an enum attribute, an array as a list of its
 * element, an object as a map of its properties (recursively). An optional, nullable or defaulted field is not
 * required, except that a defaulted one always has a value once parsed, so it is. What ElectroDB cannot express
 * stays `any`: records and unknown values, unions of other kinds, and a value nested in a map or list that may
 * be null (ElectroDB refuses null in a typed attribute, and the parsed record keeps nested nulls; top-level
 * nulls never reach the table: writers remove the attribute instead). Such an `any` still checks the value's
 * kind (`validate`), so only its inner structure goes unchecked.
 *
 * For the compiler each attribute's type is the schema's parsed (output) type without null, so `EntityItem` is
 * the stored record and the writers need no casts. Entities spread the result beside their own attributes
 * (keys, audit fields, derived `watch`/`set` attributes) and override a field by naming it after the spread.
 */

type Schema = z.core.$ZodType;
interface ObjectSchema {
  _zod: { def: { shape: Record<string, Schema> } };
}

/** The attribute type ElectroDB's typings read as `T` (at run time the base type it names). */
type Typed<T> = ReturnType<typeof CustomAttributeType<T>>;

type Value<S extends Schema> = Exclude<z.output<S>, null | undefined>;
type Required<S extends Schema> = undefined extends z.output<S> ? false : null extends z.output<S> ? false : true;

export type DerivedAttribute<S extends Schema> = { readonly type: Typed<Value<S>>; readonly required: Required<S> };
export type DerivedAttributes<Shape extends Record<string, Schema>> = { readonly [K in keyof Shape]: DerivedAttribute<Shape[K]> };

/** An ElectroDB attribute definition, as plain data. */
export type AttributeDefinition = {
  type: string | readonly string[];
  required?: boolean;
  properties?: Record<string, AttributeDefinition>;
  items?: AttributeDefinition;
  validate?: (value: unknown) => boolean;
};

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: Schema;
  shape?: Record<string, Schema>;
  options?: Schema[];
  getter?: () => Schema;
}
const defOf = (schema: Schema) => schema._zod.def as Def;

/** The schema under optional/nullable/default/pipe wrappers, and whether its value may be absent or null. */
function unwrap(schema: Schema): { core: Def; optional: boolean; nullable: boolean } {
  let def = defOf(schema);
  let optional = false;
  let nullable = false;
  for (;;) {
    if (def.type === "optional") optional = true;
    else if (def.type === "nullable") nullable = true;
    else if (def.type === "default" || def.type === "prefault") optional = false;
    if (def.innerType && ["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type)) def = defOf(def.innerType);
    // A pipe stores what comes out of it (preprocess is a transform piped into the schema).
    else if (def.type === "pipe" && def.out && defOf(def.out).type !== "transform") def = defOf(def.out);
    else if (def.type === "lazy" && def.getter) def = defOf(def.getter());
    else return { core: def, optional, nullable };
  }
}

const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/** The closed list of strings a schema allows, if it is one (an enum, string literals, a union of those). */
function stringValues(def: Def): string[] | undefined {
  if (def.type === "enum" && def.entries) {
    const values = Object.values(def.entries);
    return values.every((v) => typeof v === "string") ? (values as string[]) : undefined;
  }
  if (def.type === "literal" && def.values?.every((v) => typeof v === "string")) return def.values as string[];
  if (def.type === "union" && def.options) {
    const all = def.options.map((o) => unwrap(o)).map((u) => (u.optional || u.nullable ? undefined : stringValues(u.core)));
    return all.every((v) => v !== undefined) ? all.flat() : undefined;
  }
  return undefined;
}

/** The ElectroDB attribute for one unwrapped schema (required-ness set by the caller). */
function attributeOf(def: Def): AttributeDefinition {
  const values = stringValues(def);
  if (values) return { type: values };
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
      return { type: def.type };
    case "array":
      return def.element ? { type: "list", items: field(def.element, true) } : { type: "any" };
    case "object":
      return { type: "map", properties: Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, s]) => [k, field(s, true)])) };
    default:
      return { type: "any" };
  }
}

/** A check of the value's kind, for a nested value that must stay `any` because it may be null. */
function kindCheck(attribute: AttributeDefinition): (value: unknown) => boolean {
  const { type } = attribute;
  if (Array.isArray(type)) return (v) => v === null || v === undefined || type.includes(v as string);
  if (type === "map") return (v) => v === null || v === undefined || isObject(v);
  if (type === "list") return (v) => v === null || v === undefined || Array.isArray(v);
  if (type === "any") return () => true;
  return (v) => v === null || v === undefined || typeof v === type;
}

function field(schema: Schema, nested: boolean): AttributeDefinition {
  const { core, optional, nullable } = unwrap(schema);
  const attribute = attributeOf(core);
  if (nested && nullable) return { type: "any", validate: kindCheck(attribute) };
  return optional || nullable ? attribute : { ...attribute, required: true };
}

/** The entity attribute of one value that is not in a shared object schema (not required; see above). */
export function attributeFromZod<S extends Schema>(schema: S): { readonly type: Typed<Value<S>> };
export function attributeFromZod(schema: Schema): object {
  const { required: _, ...attribute } = field(schema, false);
  return attribute;
}

/**
 * A field kept as an `any` attribute, typed for the compiler as the schema's stored value: a map whose
 * records were stored before its schema, which a typed map would start refusing or trimming on write.
 */
export function anyAttributeFromZod<S extends Schema>(schema: S): { readonly type: Typed<Value<S>> };
export function anyAttributeFromZod(_schema: Schema): object {
  return { type: "any" };
}

/** The entity attributes of every field of a zod object schema (see above). */
export function attributesFromZod<S extends ObjectSchema>(schema: S): DerivedAttributes<S["_zod"]["def"]["shape"]>;
export function attributesFromZod(schema: ObjectSchema): object {
  const shape = schema._zod.def.shape;
  return Object.fromEntries(Object.keys(shape).map((k) => [k, field(shape[k], false)]));
}
