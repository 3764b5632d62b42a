import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";

export interface SchemaFormProps<TForm extends FieldValues, TBody> {
  /** From `useSchemaForm` or `useLazySchemaForm`: fields below may also reach it with `useFormContext`. */
  form: UseFormReturn<TForm, unknown, TBody>;
  /** Runs once the schema accepts the form, with the API body. */
  onSubmit: (body: TBody) => Promise<unknown> | void;
  /** The check could not run (a lazily loaded schema failed to load); the values stay as typed. */
  onCheckFailed?: (err: unknown) => void;
  /** The `<form>`'s layout (display, gap, …). */
  formProps?: Omit<HTMLChakraProps<"form">, "onSubmit" | "children">;
  /** The `<form>`'s `data-testid`. */
  testId?: string;
  children: ReactNode;
}

/**
 * The submit of a schema form: the schema checks the values, a valid form's body goes to `onSubmit`, and a
 * check that could not run goes to `onCheckFailed` (without one it is thrown).
 */
export function schemaSubmit<TForm extends FieldValues, TBody>(
  form: UseFormReturn<TForm, unknown, TBody>,
  onSubmit: (body: TBody) => Promise<unknown> | void,
  onCheckFailed?: (err: unknown) => void,
) {
  const submit = form.handleSubmit(async (body) => {
    await onSubmit(body);
  });
  return (e?: FormEvent) => {
    const done = submit(e);
    if (onCheckFailed) done.catch(onCheckFailed);
    else void done;
  };
}

/**
 * A form checked by its shared schema (see useSchemaForm) as a plain `<form>`: the page places its own
 * buttons. The dialog chrome is SchemaFormDialog, a module of its own so a page without dialogs never loads it.
 */
export function SchemaForm<TForm extends FieldValues, TBody>({ form, onSubmit, onCheckFailed, formProps, testId, children }: SchemaFormProps<TForm, TBody>) {
  return (
    <FormProvider {...form}>
      <chakra.form noValidate data-testid={testId} {...formProps} onSubmit={schemaSubmit(form, onSubmit, onCheckFailed)}>
        {children}
      </chakra.form>
    </FormProvider>
  );
}
