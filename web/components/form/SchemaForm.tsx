import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormDialog, type FormDialogProps } from "../FormDialog";

export interface SchemaFormProps<TForm extends FieldValues, TBody> {
  /** From `useSchemaForm`: fields below may also reach it with `useFormContext`. */
  form: UseFormReturn<TForm, unknown, TBody>;
  /** Runs once the schema accepts the form, with the API body. */
  onSubmit: (body: TBody) => Promise<unknown> | void;
  /** The form-level message ("Form contains errors"), shown in a dialog's footer while any field has an error. */
  errorText?: ReactNode;
  /** The dialog chrome; without it the form is a plain `<form>` and the page places its own buttons. */
  dialog?: Omit<FormDialogProps, "onSubmit" | "busy" | "errorText" | "children">;
  /** The plain `<form>`'s layout (display, gap, …). */
  formProps?: Omit<HTMLChakraProps<"form">, "onSubmit" | "children">;
  /** The plain `<form>`'s `data-testid`. */
  testId?: string;
  children: ReactNode;
}

/** A form checked by its shared schema (see useSchemaForm), in a FormDialog or as a plain form. */
export function SchemaForm<TForm extends FieldValues, TBody>({
  form,
  onSubmit,
  errorText,
  dialog,
  formProps,
  testId,
  children,
}: SchemaFormProps<TForm, TBody>) {
  const submit = form.handleSubmit(async (body) => {
    await onSubmit(body);
  });
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <FormProvider {...form}>
      {dialog ? (
        <FormDialog {...dialog} onSubmit={() => void submit()} busy={form.formState.isSubmitting} errorText={hasErrors ? errorText : undefined}>
          {children}
        </FormDialog>
      ) : (
        <chakra.form noValidate data-testid={testId} {...formProps} onSubmit={(e) => void submit(e)}>
          {children}
        </chakra.form>
      )}
    </FormProvider>
  );
}
