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

/** A labelled row around any control (select, chips, segment group), its error under it in the user's language. */
export function FieldRow({
  label,
  error,
  required,
  children,
  labelId,
}: {
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
  labelId?: string;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontWeight="500" id={labelId}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
