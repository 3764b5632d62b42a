import { Box, Button, CloseButton, Flex, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { allowsSolvent, allowsTestConditions, solventsFor, standardsFor } from "../../../../shared/rules/viscosity";
import { currencies, DEFAULT_CURRENCY, fillerKinds, incotermTypes, OTHER, packagingKinds } from "../../../../shared/schemas/material-enums";
import { viscosityTemperatures, viscosityTypes, viscosityWeights, type ViscosityType } from "../../../../shared/schemas/material-viscosity";
import { capacityFrequencies } from "../../../../shared/schemas/company";
import { viscosityUnit } from "../labels";
import { useFieldError } from "./Row";
import { EnumSelect, NumberInput, OtherSelect, TextInput } from "./inputs";
import { SelectField } from "../../../components/form/SelectField";

const Sub = ({ children }: { children: React.ReactNode }) => (
  <Text fontSize="xs" color="fg.muted" mb="1">
    {children}
  </Text>
);

/** Packaging as "<kind>#<value>" pairs: a kind and its specific value (e.g. bigBags#1000 kg). */
export function PackagingField() {
  const { t } = useTranslation(["options", "products"]);
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name="packagingTypes"
      render={({ field }) => {
        const list = ((field.value as string[] | null) ?? []).map((e) => {
          const [kind, ...rest] = e.split("#");
          return { kind, value: rest.join("#") };
        });
        const write = (next: { kind: string; value: string }[]) =>
          field.onChange(next.length ? next.map((p) => `${p.kind}#${p.value || (p.kind === OTHER ? "" : p.kind)}`) : null);
        return (
          <Flex direction="column" gap="2" w="full" data-testid="packaging">
            {list.map((p, i) => (
              <Flex key={i} gap="2">
                <SelectField
                  flex="1"
                  value={p.kind}
                  onValueChange={(kind) => write(list.map((x, j) => (j === i ? { kind, value: x.value === x.kind ? "" : x.value } : x)))}
                  options={packagingKinds.map((k) => ({ value: k, label: t(`options:packaging.${k}`) }))}
                />
                <Input
                  flex="1"
                  placeholder={p.kind === OTHER ? t("products:form.describeOther") : t("products:form.packagingValue")}
                  value={p.value === p.kind ? "" : p.value}
                  onChange={(e) => write(list.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
                />
                <CloseButton size="sm" aria-label={t("products:form.remove")} onClick={() => write(list.filter((_, j) => j !== i))} />
              </Flex>
            ))}
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => write([...list, { kind: "bigBags", value: "" }])}
              data-testid="add-packaging"
            >
              + {t("products:form.addPackaging")}
            </Button>
          </Flex>
        );
      }}
    />
  );
}

/** Fillers {filler, percentage}; "no fillers" ([]) is a statement, unlike not stated (null). */
export function FillersField() {
  const { t } = useTranslation(["options", "products", "units"]);
  const { control, setValue } = useFormContext();
  const value = useWatch({ control, name: "fillers" }) as unknown[] | null | undefined;
  const { fields, append, remove } = useFieldArray({ control, name: "fillers" });
  return (
    <Flex direction="column" gap="2" w="full" data-testid="fillers">
      {fields.map((f, i) => (
        <Flex key={f.id} gap="2" align="center">
          <Box flex="2">
            <OtherSelect name={`fillers.${i}.filler`} values={fillerKinds} group="filler" />
          </Box>
          <Box flex="1">
            <NumberInput name={`fillers.${i}.percentage`} unit="%" />
          </Box>
          <CloseButton size="sm" aria-label={t("products:form.remove")} onClick={() => remove(i)} />
        </Flex>
      ))}
      <Flex gap="2" align="center">
        <Button size="xs" variant="outline" onClick={() => append({ filler: "talcum", percentage: "" })} data-testid="add-filler">
          + {t("products:form.addFiller")}
        </Button>
        {!fields.length && (
          <Button
            size="xs"
            variant={Array.isArray(value) ? "solid" : "outline"}
            colorPalette={Array.isArray(value) ? "brand" : "gray"}
            onClick={() => setValue("fillers", Array.isArray(value) ? null : [], { shouldDirty: true })}
            data-testid="none-fillers"
          >
            {t("products:form.noFillers")}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/**
 * Viscosity: the kind decides the unit, the standards, and whether temperature and
 * weight (melt kinds) or a solvent (solution kinds) apply; fields that no longer apply are cleared.
 */
export function ViscosityField() {
  const { t } = useTranslation(["options", "products", "properties", "units"]);
  const { control, setValue } = useFormContext();
  const type = useWatch({ control, name: "viscosity.type" }) as ViscosityType | null | undefined;
  const error = useFieldError("viscosity");
  const setKind = (k: string) => {
    if (!k) return setValue("viscosity", null, { shouldDirty: true });
    const kind = k as ViscosityType;
    setValue("viscosity.type", kind, { shouldDirty: true });
    if (!allowsTestConditions(kind)) {
      setValue("viscosity.temperature", null);
      setValue("viscosity.weight", null);
    }
    if (!allowsSolvent(kind)) setValue("viscosity.solvent", null);
    setValue("viscosity.standard", null);
  };
  return (
    <Box w="full" borderWidth="1px" borderColor={error ? "border.error" : "border"} rounded="md" p="3" data-testid="viscosity">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Box>
          <Sub>{t("properties:viscosityKind")}</Sub>
          <SelectField
            value={type ?? ""}
            onValueChange={setKind}
            data-testid="select-viscosity.type"
            placeholder="—"
            options={viscosityTypes.map((k) => ({ value: k, label: t(`options:viscosityType.${k}`) }))}
          />
        </Box>
        {type && (
          <>
            <Box>
              <Sub>{t("properties:min")}</Sub>
              <NumberInput name="viscosity.min" unit={viscosityUnit(t, type)} />
            </Box>
            <Box>
              <Sub>{t("properties:max")}</Sub>
              <NumberInput name="viscosity.max" unit={viscosityUnit(t, type)} />
            </Box>
            <Box>
              <Sub>{t("properties:standard")}</Sub>
              <EnumSelect name="viscosity.standard" values={standardsFor(type)} group="viscosityStandard" />
            </Box>
            {allowsTestConditions(type) && (
              <>
                <Box>
                  <Sub>{t("properties:temperature")}</Sub>
                  <EnumSelect name="viscosity.temperature" values={viscosityTemperatures.map(String)} label={(v) => `${v} ${t("units:celsius")}`} />
                </Box>
                <Box>
                  <Sub>{t("properties:weight")}</Sub>
                  <EnumSelect name="viscosity.weight" values={viscosityWeights.map(String)} label={(v) => `${v} ${t("units:kg")}`} />
                </Box>
              </>
            )}
            {allowsSolvent(type) && (
              <Box>
                <Sub>{t("properties:solvent")}</Sub>
                <EnumSelect name="viscosity.solvent" values={solventsFor(type)} group="solvent" />
              </Box>
            )}
          </>
        )}
      </SimpleGrid>
    </Box>
  );
}

/** An amount with its currency. */
export function MoneyField({ name }: { name: string }) {
  const { t } = useTranslation("units");
  const { register } = useFormContext();
  return (
    <Flex gap="2" w="full">
      <Box flex="2">
        <NumberInput name={`${name}.amount`} />
      </Box>
      <SelectField
        flex="1"
        {...register(`${name}.currency`)}
        defaultValue={DEFAULT_CURRENCY}
        aria-label={t("currency")}
        options={currencies.map((c) => ({ value: c, label: c }))}
      />
    </Flex>
  );
}

/** Capacity {amount (t), frequency}. */
export function CapacityField() {
  const { t } = useTranslation(["options", "units"]);
  return (
    <Flex gap="2" w="full">
      <Box flex="2">
        <NumberInput name="capacity.amount" unit={t("units:t")} />
      </Box>
      <Box flex="1">
        <EnumSelect name="capacity.frequency" values={capacityFrequencies} group="frequency" />
      </Box>
    </Flex>
  );
}

/** Incoterms: type (EXW default), optional price, optional description. */
export function IncotermsField() {
  const { t } = useTranslation("products");
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "incoterms" });
  return (
    <Flex direction="column" gap="2" w="full" data-testid="incoterms">
      {fields.map((f, i) => (
        <Flex key={f.id} gap="2" align="center" wrap={{ base: "wrap", md: "nowrap" }}>
          <Box w="110px">
            <EnumSelect name={`incoterms.${i}.type`} values={incotermTypes} label={(v) => v} />
          </Box>
          <Box flex="2">
            <MoneyField name={`incoterms.${i}.price`} />
          </Box>
          <Box flex="2">
            <TextInput name={`incoterms.${i}.description`} placeholder={t("form.incotermPlace")} />
          </Box>
          <CloseButton size="sm" aria-label={t("form.remove")} onClick={() => remove(i)} />
        </Flex>
      ))}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => append({ type: "EXW", price: null, description: "" })}
        data-testid="add-incoterm"
      >
        + {t("form.addIncoterm")}
      </Button>
    </Flex>
  );
}

/** Non-target materials {substance, concentrationLevels, note}. */
export function NonTargetField() {
  const { t } = useTranslation(["products", "properties"]);
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "nonTargetMaterials" });
  return (
    <Flex direction="column" gap="2" w="full">
      {fields.map((f, i) => (
        <Flex key={f.id} gap="2" align="center">
          <TextInput name={`nonTargetMaterials.${i}.substance`} placeholder={t("properties:substance")} />
          <TextInput name={`nonTargetMaterials.${i}.concentrationLevels`} placeholder={t("properties:concentrationLevels")} />
          <TextInput name={`nonTargetMaterials.${i}.note`} placeholder={t("properties:note")} />
          <CloseButton size="sm" aria-label={t("form.remove")} onClick={() => remove(i)} />
        </Flex>
      ))}
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => append({ substance: "", concentrationLevels: "", note: "" })}>
        + {t("form.addSubstance")}
      </Button>
    </Flex>
  );
}

/** Two-part values: {percentage, value}, {type, value}, colorimetry {l, c, h}. */
export function PairField({ name, first, second }: { name: string; first: React.ReactNode; second: React.ReactNode }) {
  return (
    <Flex gap="2" w="full" data-testid={`pair-${name}`}>
      <Box flex="1">{first}</Box>
      <Box flex="1">{second}</Box>
    </Flex>
  );
}
