import { Field, Flex, Input, InputGroup, SimpleGrid, Text } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isMeltKind, viscosityTemperatures, viscosityTypes, viscosityWeights, type ViscosityType } from "../../../../shared/schemas/material-viscosity";
import type { RequestFormValues } from "../formValues";
import { SelectField } from "../../../components/form/SelectField";

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
      <InputGroup
        endElement={
          unit ? (
            <Text fontSize="sm" color="fg.muted">
              {unit}
            </Text>
          ) : undefined
        }
      >
        <Input inputMode="decimal" autoComplete="off" disabled={!type} {...register(name)} data-testid={`input-${name}`} />
      </InputGroup>
      {error(name) && <Field.ErrorText>{error(name)}</Field.ErrorText>}
    </Field.Root>
  );
  const pick = (name: "viscosity.temperature" | "viscosity.weight", label: string, values: readonly number[], u: string) => (
    <Field.Root invalid={!!error(name)}>
      <Field.Label fontWeight="500">{label}</Field.Label>
      <SelectField {...register(name)} data-testid={`select-${name}`} placeholder="—" options={values.map((v) => ({ value: String(v), label: `${v} ${u}` }))} />
      {error(name) && <Field.ErrorText>{error(name)}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <Flex direction="column" gap="3" w="full" borderWidth="1px" rounded="md" p="3" data-testid="viscosity">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root invalid={!!error("viscosity.type")}>
          <Field.Label fontWeight="500">{t("form.viscosityKind")}</Field.Label>
          <SelectField
            {...register("viscosity.type", {
              onChange: (e) => {
                if (!isMeltKind(e.target.value)) {
                  setValue("viscosity.temperature", "");
                  setValue("viscosity.weight", "");
                }
              },
            })}
            data-testid="select-viscosity.type"
            placeholder={t("form.noViscosity")}
            options={viscosityTypes.map((k) => ({ value: k, label: t(`options:viscosityType.${k}`) }))}
          />
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
