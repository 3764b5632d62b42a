import type { ReactNode } from "react";
import { FormProvider, type FieldValues } from "react-hook-form";
import { FormDialog, type FormDialogProps } from "../FormDialog";
import { schemaSubmit, type SchemaFormProps } from "./SchemaForm";

export interface SchemaFormDialogProps<TForm extends FieldValues, TBody> extends Pick<SchemaFormProps<TForm, TBody>, "form" | "onSubmit" | "children"> {
  /** The form-level message ("Form contains errors"), shown in the dialog's footer while any field has an error. */
  errorText?: ReactNode;
  /** The dialog chrome: title, buttons' labels and test ids, close. */
  dialog: Omit<FormDialogProps, "onSubmit" | "busy" | "errorText" | "children">;
}

/** A form checked by its shared schema (see useSchemaForm) in a FormDialog. */
export function SchemaFormDialog<TForm extends FieldValues, TBody>({ form, onSubmit, errorText, dialog, children }: SchemaFormDialogProps<TForm, TBody>) {
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <FormProvider {...form}>
      <FormDialog {...dialog} onSubmit={schemaSubmit(form, onSubmit)} busy={form.formState.isSubmitting} errorText={hasErrors ? errorText : undefined}>
        {children}
      </FormDialog>
    </FormProvider>
  );
}
