import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import * as z from "../../../shared/schemas/zod";

/**
 * A form's schema: the form's values (what the inputs hold, mostly strings) become the API body through
 * `toBody`, and the shared schema of that body checks the result. The issues name the body's paths, which are
 * the form's field names, so each message lands under the field that caused it.
 */
export const formSchema = <TForm extends FieldValues, B extends z.core.$ZodType>(toBody: (values: TForm) => unknown, body: B) =>
  z.pipe(
    z.transform((values: TForm) => toBody(values)),
    body,
  );

/**
 * react-hook-form's resolver for a form whose body the shared schema `body` checks: typed by the form's values,
 * and a valid submit hands over the body `toBody` builds (the call sends it as is; the API parses it again).
 */
export function schemaResolver<TForm extends FieldValues, TBody>(toBody: (values: TForm) => TBody, body: z.core.$ZodType): Resolver<TForm, unknown, TBody> {
  const check = zodResolver(formSchema(toBody, body));
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values: toBody(values), errors: {} };
  };
}
