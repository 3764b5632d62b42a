import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "../../../shared/schemas/zod";

/**
 * `schemaResolver` for a form on a route that must stay light (the login page, ADR 0207): zod, the resolver
 * and the shared schema load on the form's first check (its first submit), not with the page. The check is
 * then the same as `schemaResolver`'s; a load that failed is tried again on the next submit.
 */
export function lazySchemaResolver<TForm extends FieldValues, TBody>(
  toBody: (values: TForm) => TBody,
  loadSchema: () => Promise<z.core.$ZodType>,
): Resolver<TForm, unknown, TBody> {
  let ready: Promise<Resolver<TForm, unknown, TBody>> | undefined;
  const load = () =>
    Promise.all([import("./schemaResolver"), loadSchema()])
      .then(([m, schema]) => m.schemaResolver(toBody, schema))
      .catch((err: unknown) => {
        ready = undefined;
        throw err;
      });
  return async (values, context, options) => {
    ready ??= load();
    return (await ready)(values, context, options);
  };
}
