import { Field, Input, type InputProps } from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";

export interface FormFieldProps extends Omit<InputProps, "size"> {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
}

/** A labelled input with its error under it (Chakra v3 Field); forwards the ref for react-hook-form. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ label, error, helperText, required, readOnly, ...input }, ref) {
  return (
    <Field.Root invalid={!!error} required={required} readOnly={readOnly}>
      <Field.Label fontWeight="500">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} size="md" bg={readOnly ? "bg.muted" : "bg"} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
