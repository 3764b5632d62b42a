import { Field, NativeSelect } from "@chakra-ui/react";
import { forwardRef } from "react";
import { LANGUAGE_NAMES, LANGUAGES } from "../lib/i18n";

/** The 7 languages as options, each in its own name. */
export function LanguageOptions() {
  return LANGUAGES.map((l) => (
    <option key={l} value={l}>
      {LANGUAGE_NAMES[l]}
    </option>
  ));
}

/** A labelled language select for react-hook-form (`{...register("language")}`); `allowEmpty` adds "—" for none. */
export const LanguageField = forwardRef<HTMLSelectElement, NativeSelect.FieldProps & { label: string; allowEmpty?: boolean }>(function LanguageField(
  { label, allowEmpty, ...field },
  ref,
) {
  return (
    <Field.Root>
      <Field.Label fontWeight="500">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...field}>
          {allowEmpty && <option value="">—</option>}
          <LanguageOptions />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});
