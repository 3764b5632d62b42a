import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import { useFormIssues } from "../../lib/useFormIssues";

/** How a schema form behaves: its starting values and when it checks (react-hook-form's defaults otherwise). */
export interface SchemaFormBehaviour<TForm extends FieldValues> extends Pick<UseFormProps<TForm>, "mode" | "reValidateMode" | "shouldFocusError"> {
  defaultValues: DefaultValues<TForm>;
}

/**
 * A react-hook-form form checked by `resolver` (a shared schema's, eager or lazy): the form, its issues
 * (schema and API messages per field, in the user's language; `attempt` runs a save and puts a 400's field
 * issues onto the fields) and whether any field has an error (the form-level "Form contains errors").
 */
export function useResolvedForm<TForm extends FieldValues, TBody>(resolver: Resolver<TForm, unknown, TBody>, behaviour: SchemaFormBehaviour<TForm>) {
  const form = useForm<TForm, unknown, TBody>({ ...behaviour, resolver });
  const issues = useFormIssues(form);
  return { form, issues, err: issues.fieldError, hasErrors: Object.keys(form.formState.errors).length > 0 };
}
