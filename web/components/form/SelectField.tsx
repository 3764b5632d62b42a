import { Field, NativeSelect } from "@chakra-ui/react";
import type { ChangeEvent, ReactNode, Ref } from "react";

/** One choice of a select; `V` is the union of the values the field may hold. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Choices shown under a heading (a native optgroup). */
export interface SelectOptionGroup<V extends string = string> {
  group: string;
  options: readonly SelectOption<V>[];
}

type RootLayout = Pick<NativeSelect.RootProps, "size" | "width" | "maxW" | "minW" | "flex" | "mb">;
type FieldAttributes = Omit<
  NativeSelect.FieldProps,
  "children" | "placeholder" | "value" | "defaultValue" | "size" | "width" | "maxW" | "minW" | "flex" | "mb" | "required"
>;

export type SelectFieldProps<V extends string> = RootLayout &
  FieldAttributes & {
    options: readonly (SelectOption<V> | SelectOptionGroup<V>)[];
    /** A visible label: the select then sits in its own field with the label above and `error` under it. */
    label?: ReactNode;
    /** The first choice, value "" ("not stated", "any", "choose …"); blank stays a choice of its own. */
    placeholder?: string;
    error?: string;
    required?: boolean;
    disabled?: boolean;
    value?: V | "";
    defaultValue?: V | "";
    /** The chosen value, typed as the options' values ("" for the placeholder). */
    onValueChange?: (value: V | "") => void;
    ref?: Ref<HTMLSelectElement>;
  };

const isGroup = <V extends string>(o: SelectOption<V> | SelectOptionGroup<V>): o is SelectOptionGroup<V> => "group" in o;

const optionElement = <V extends string>(o: SelectOption<V>) => (
  <option key={o.value} value={o.value} disabled={o.disabled}>
    {o.label}
  </option>
);

/**
 * The app's one select: Chakra's NativeSelect (native, so phones show their own picker) over typed options,
 * for react-hook-form (spread `register(name)`) and for controlled filters (`value` and `onValueChange`) alike.
 * Every other attribute (`aria-label`, `data-testid`, `name`, `bg`, …) goes to the select element itself.
 */
export function SelectField<V extends string>({
  options,
  label,
  placeholder,
  error,
  required,
  onValueChange,
  onChange,
  size,
  width,
  maxW,
  minW,
  flex,
  mb,
  disabled,
  ...select
}: SelectFieldProps<V>) {
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(e);
    // The element only offers the options' values and the placeholder's "".
    onValueChange?.(e.target.value as V | "");
  };
  const control = (
    <NativeSelect.Root size={size} width={width} maxW={maxW} minW={minW} flex={flex} mb={mb} disabled={disabled}>
      <NativeSelect.Field {...select} onChange={change}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) =>
          isGroup(o) ? (
            <optgroup key={o.group} label={o.group}>
              {o.options.map(optionElement)}
            </optgroup>
          ) : (
            optionElement(o)
          ),
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (label === undefined) return control;
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label fontWeight="500">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
