import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { get, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { validationText } from "../../../lib/validationMessages";

/** Zod's English messages (shared schema) shown in the user's language. */
const PATTERNS: [RegExp, string][] = [
  [/^Must be at least (.+)$/, "atLeast"],
  [/^Must be at most (.+)$/, "atMost"],
  [/^Must be above (.+)$/, "above"],
  [/^Required for data quality level (\d)$/, "requiredForLevel"],
];
const EXACT: Record<string, string> = {
  // An empty required field (the name) says so plainly.
  "Must not be empty": "validationErrorMessages:required",
  "Must be exactly 2 letters": "twoLetters",
  "Please describe 'other'": "describeOther",
  "Must be a whole number": "wholeNumber",
  "Max must not be below min": "maxBelowMin",
};
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const exact = EXACT[message];
  if (exact) return t(exact.includes(":") ? exact : `products:validation.${exact}`);
  for (const [re, key] of PATTERNS) {
    const m = re.exec(message);
    if (m) return t(`products:validation.${key}`, { value: m[1] });
  }
  return validationText(message);
}

/** First error message at or below a path (a pair's row is invalid when one of its parts is). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const e = get(formState.errors, name) as { message?: unknown } | undefined;
  if (!e) return undefined;
  if (typeof e.message === "string") return e.message;
  const walk = (o: unknown): string | undefined => {
    if (!o || typeof o !== "object") return undefined;
    const msg = (o as { message?: unknown }).message;
    if (typeof msg === "string") return msg;
    for (const v of Object.values(o)) {
      const found = walk(v);
      if (found) return found;
    }
    return undefined;
  };
  return walk(e);
}

/** One labelled row of the product form; its label turns red when the row is invalid. */
export function Row({ name, label, children, help, wide }: { name: string; label?: ReactNode; children: ReactNode; help?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation(["properties", "products"]);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} gridColumn={wide ? "1 / -1" : undefined} data-field={name} data-invalid={error ? "true" : undefined}>
      <Field.Label fontWeight="500" color={error ? "fg.error" : "fg"} data-testid={`label-${name}`}>
        {label ?? t(`properties:${name}`)}
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{errorText(t, error)}</Field.ErrorText>}
    </Field.Root>
  );
}
