import type { FieldValues } from "react-hook-form";
import type * as z from "../../../shared/schemas/zod";
import { schemaResolver } from "./schemaResolver";
import { useResolvedForm, type SchemaFormBehaviour } from "./useResolvedForm";

export interface SchemaFormOptions<TForm extends FieldValues, TBody> extends SchemaFormBehaviour<TForm> {
  /** The form's values as the API body (numbers parsed, blanks as null, …). */
  toBody: (values: TForm) => TBody;
  /** The shared schema of the body: the same one the API checks with. */
  schema: z.core.$ZodType;
}

/** A react-hook-form form checked by a shared schema (see useResolvedForm for what it returns). */
export function useSchemaForm<TForm extends FieldValues, TBody>({ toBody, schema, ...behaviour }: SchemaFormOptions<TForm, TBody>) {
  return useResolvedForm(schemaResolver(toBody, schema), behaviour);
}
