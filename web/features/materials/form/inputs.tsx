import { Button, Flex, Input, InputGroup, Tag, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { OTHER } from "../../../../shared/schemas/material-enums";
import { ChipSelect } from "../../../components/ChipSelect";
import { optionLabel } from "../labels";
import { SelectField } from "../../../components/form/SelectField";

/** Numbers are typed as text (the shared schema converts), with the unit beside them. */
export function NumberInput({ name, unit, placeholder }: { name: string; unit?: string; placeholder?: string }) {
  const { register } = useFormContext();
  const input = <Input inputMode="decimal" autoComplete="off" placeholder={placeholder} data-testid={`input-${name}`} {...register(name)} />;
  return unit ? (
    <InputGroup endElement={<span style={{ fontSize: "var(--chakra-font-sizes-sm)", color: "var(--chakra-colors-fg-muted)" }}>{unit}</span>}>
      {input}
    </InputGroup>
  ) : (
    input
  );
}

export function TextInput({ name, placeholder, maxLength }: { name: string; placeholder?: string; maxLength?: number }) {
  const { register } = useFormContext();
  return <Input placeholder={placeholder} maxLength={maxLength} data-testid={`input-${name}`} {...register(name)} />;
}

const nullable = (v: string) => (v === "" ? null : v);

/** A plain select over an option group; blank is "not stated" (null). */
export function EnumSelect({ name, values, group, label }: { name: string; values: readonly string[]; group?: string; label?: (v: string) => string }) {
  const { t } = useTranslation("options");
  const { register } = useFormContext();
  return (
    <SelectField
      data-testid={`select-${name}`}
      {...register(name, { setValueAs: nullable })}
      placeholder="—"
      options={values.map((v) => ({ value: v, label: label ? label(v) : optionLabel(t, group ?? name, v) }))}
    />
  );
}

/** A select whose 'other' choice opens a text input; stored as "other#<text>". */
export function OtherSelect({ name, values, group }: { name: string; values: readonly string[]; group: string }) {
  const { t } = useTranslation(["options", "products"]);
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const v = (field.value as string | null) ?? "";
        const isOther = v === OTHER || v.startsWith(`${OTHER}#`);
        const choice = isOther ? OTHER : v;
        return (
          <Flex gap="2" w="full">
            <SelectField
              flex="1"
              data-testid={`select-${name}`}
              value={choice}
              onValueChange={(c) => field.onChange(c === "" ? null : c === OTHER ? `${OTHER}#` : c)}
              onBlur={field.onBlur}
              placeholder="—"
              options={values.map((o) => ({ value: o, label: t(`options:${group}.${o}`) }))}
            />
            {isOther && (
              <Input
                flex="1"
                placeholder={t("products:form.describeOther")}
                value={v.slice(OTHER.length + 1)}
                onChange={(e) => field.onChange(`${OTHER}#${e.target.value}`)}
                data-testid={`other-${name}`}
              />
            )}
          </Flex>
        );
      }}
    />
  );
}

/** Yes / No / not stated. */
export function BoolSelect({ name }: { name: string }) {
  const { t } = useTranslation("products");
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          data-testid={`select-${name}`}
          value={field.value === true ? "true" : field.value === false ? "false" : ""}
          onValueChange={(v) => field.onChange(v === "" ? null : v === "true")}
          placeholder="—"
          options={[
            { value: "true", label: t("form.yes") },
            { value: "false", label: t("form.no") },
          ]}
        />
      )}
    />
  );
}

/**
 * Chips over an option group. `none` adds a "None" chip for lists where an empty list is a statement
 * (no additives), so "not stated" (null) and "none" ([]) differ. `other` adds free-text entries.
 */
export function ChipsField({ name, values, group, none, other }: { name: string; values: readonly string[]; group: string; none?: boolean; other?: boolean }) {
  const { t } = useTranslation(["options", "products"]);
  const { control } = useFormContext();
  const [text, setText] = useState("");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list = (field.value as string[] | null) ?? null;
        const value = list ?? [];
        const custom = value.filter((v) => v.startsWith(`${OTHER}#`));
        const known = values.filter((v) => v !== OTHER);
        return (
          <Flex direction="column" gap="2" w="full">
            <Flex gap="1.5" wrap="wrap">
              <ChipSelect
                name={name}
                options={known.map((v) => ({ value: v, label: t(`options:${group}.${v}`) }))}
                value={value}
                onChange={(v) => field.onChange(v.length ? v : null)}
              />
              {none && (
                <Button
                  size="xs"
                  rounded="full"
                  variant={list && list.length === 0 ? "solid" : "outline"}
                  colorPalette={list && list.length === 0 ? "brand" : "gray"}
                  onClick={() => field.onChange(list && list.length === 0 ? null : [])}
                  data-testid={`none-${name}`}
                >
                  {t("products:form.none")}
                </Button>
              )}
            </Flex>
            {other && (
              <Flex gap="2" align="center" wrap="wrap">
                {custom.map((c) => (
                  <Tag.Root key={c} size="md" colorPalette="brand">
                    <Tag.Label>{optionLabel(t, group, c)}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger onClick={() => field.onChange(value.filter((x) => x !== c).length ? value.filter((x) => x !== c) : null)} />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
                <Input
                  size="xs"
                  maxW="220px"
                  placeholder={t("products:form.addOther")}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") {
                      e.preventDefault();
                      if (text.trim()) field.onChange([...value, `${OTHER}#${text.trim()}`]);
                      setText("");
                    }
                  }}
                />
              </Flex>
            )}
          </Flex>
        );
      }}
    />
  );
}

/** A free list of short texts (origins, applications): type and press Enter. */
export function TagInput({ name, placeholder }: { name: string; placeholder?: string }) {
  const { t } = useTranslation("products");
  const { control } = useFormContext();
  const [text, setText] = useState("");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string[] | null) ?? [];
        const add = () => {
          const v = text.trim();
          if (v && !value.includes(v)) field.onChange([...value, v]);
          setText("");
        };
        return (
          <Flex direction="column" gap="2" w="full">
            {value.length > 0 && (
              <Wrap gap="1.5">
                {value.map((v) => (
                  <Tag.Root key={v} size="md" variant="subtle">
                    <Tag.Label>{v}</Tag.Label>
                    <Tag.EndElement>
                      <Tag.CloseTrigger
                        aria-label={t("form.remove")}
                        onClick={() => field.onChange(value.filter((x) => x !== v).length ? value.filter((x) => x !== v) : null)}
                      />
                    </Tag.EndElement>
                  </Tag.Root>
                ))}
              </Wrap>
            )}
            <Flex gap="2">
              <Input
                placeholder={placeholder ?? t("form.typeAndEnter")}
                value={text}
                data-testid={`tags-${name}`}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    add();
                  }
                }}
                onBlur={add}
              />
            </Flex>
          </Flex>
        );
      }}
    />
  );
}
