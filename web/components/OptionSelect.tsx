import { NativeSelect } from "@chakra-ui/react";
import type { Ref, SelectHTMLAttributes } from "react";

export interface Option {
  value: string;
  label: string;
}

/**
 * A native select of labelled options (Chakra's NativeSelect), for forms (spread react-hook-form's `register`)
 * and for controlled filters (value and onChange) alike. Native, so phones show their own picker.
 */
export function OptionSelect({
  options,
  label,
  testId,
  w,
  size,
  bg,
  ref,
  ...field
}: {
  options: readonly Option[];
  /** The accessible name, when no visible label points at the select. */
  label?: string;
  testId?: string;
  w?: string | Record<string, string>;
  size?: "xs" | "sm" | "md" | "lg";
  /** The field's background, where it sits on a tinted surface. */
  bg?: string;
  ref?: Ref<HTMLSelectElement>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "size">) {
  return (
    <NativeSelect.Root width={w} size={size}>
      <NativeSelect.Field ref={ref} aria-label={label} data-testid={testId} bg={bg} {...field}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
