import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from "react-hook-form";
import type * as z from "../../../shared/schemas/zod";
import { useFormIssues } from "../../lib/useFormIssues";
import { schemaResolver } from "./schemaResolver";

export interface SchemaFormOptions<TForm extends FieldValues, TBody> {
  /** The form's values as the API body (numbers parsed, blanks as null, …). */
  toBody: (values: TForm) => TBody;
  /** The shared schema of the body: the same one the API checks with. */
  schema: z.core.$ZodType;
  defaultValues: DefaultValues<TForm>;
  mode?: UseFormProps<TForm>["mode"];
}

/**
 * A react-hook-form form checked by a shared schema: the form, its issues (schema and API messages per field,
 * in the user's language; `attempt` runs a save and puts a 400's field issues onto the fields) and whether any
 * field has an error (the form-level "Form contains errors").
 */
export function useSchemaForm<TForm extends FieldValues, TBody>({ toBody, schema, defaultValues, mode }: SchemaFormOptions<TForm, TBody>) {
  const form = useForm<TForm, unknown, TBody>({ resolver: schemaResolver(toBody, schema), defaultValues, mode });
  const issues = useFormIssues(form);
  return { form, issues, err: issues.fieldError, hasErrors: Object.keys(form.formState.errors).length > 0 };
}
