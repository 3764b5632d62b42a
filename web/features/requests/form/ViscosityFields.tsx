import { Field, Flex, Input, InputGroup, NativeSelect, SimpleGrid, Text } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isMeltKind, viscosityTemperatures, viscosityTypes, viscosityWeights, type ViscosityType } from "../../../../shared/schemas/material-viscosity";
import type { RequestFormValues } from "../formValues";

/**
 * The wanted viscosity: the kind decides the unit; the melt kinds also take the test
 * temperature and load, since the engine compares melt flow figures only under the same test condition.
 * (The product form's richer viscosity input lives in the materials feature; this is the request's subset.)
 */
export function ViscosityFields({ error }: { error: (name: `viscosity.${"type" | "min" | "max" | "temperature" | "weight"}`) => string | undefined }) {
  const { t } = useTranslation(["materialRequests", "options", "units"]);
  const { register, setValue, control } = useFormContext<RequestFormValues>();
  const type = useWatch({ control, name: "viscosity.type" }) as ViscosityType | "";
  const unit = type ? t(`units:viscosity.${type}`) : "";
  const num = (name: "viscosity.min" | "viscosity.max", label: string) => (
    <Field.Root invalid={!!error(name)}>
      <Field.Label fontWeight="500">{label}</Field.Label>
      <InputGroup endElement={unit ? <Text fontSize="sm" color="fg.muted">{unit}</Text> : undefined}>
        <Input inputMode="decimal" autoComplete="off" disabled={!type} {...register(name)} data-testid={`input-${name}`} />
      </InputGroup>
      {error(name) && <Field.ErrorText>{error(name)}</Field.ErrorText>}
    </Field.Root>
  );
  const pick = (name: "viscosity.temperature" | "viscosity.weight", label: string, values: readonly number[], u: string) => (
    <Field.Root invalid={!!error(name)}>
      <Field.Label fontWeight="500">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)} data-testid={`select-${name}`}>
          <option value="">—</option>
          {values.map((v) => (
            <option key={v} value={String(v)}>
              {`${v} ${u}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error(name) && <Field.ErrorText>{error(name)}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <Flex direction="column" gap="3" w="full" borderWidth="1px" rounded="md" p="3" data-testid="viscosity">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root invalid={!!error("viscosity.type")}>
          <Field.Label fontWeight="500">{t("form.viscosityKind")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...register("viscosity.type", {
                onChange: (e) => {
                  if (!isMeltKind(e.target.value)) {
                    setValue("viscosity.temperature", "");
                    setValue("viscosity.weight", "");
                  }
                },
              })}
              data-testid="select-viscosity.type"
            >
              <option value="">{t("form.noViscosity")}</option>
              {viscosityTypes.map((k) => (
                <option key={k} value={k}>
                  {t(`options:viscosityType.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {num("viscosity.min", t("form.min"))}
        {num("viscosity.max", t("form.max"))}
      </SimpleGrid>
      {isMeltKind(type) && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {pick("viscosity.temperature", t("form.temperature"), viscosityTemperatures, t("units:celsius"))}
          {pick("viscosity.weight", t("form.weight"), viscosityWeights, t("units:kg"))}
        </SimpleGrid>
      )}
    </Flex>
  );
}
