import { Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  chainsOfCustody,
  colors,
  conditions,
  conversionTechnologies,
  flammabilityClasses,
  hardnessTypes,
  intendedMarkets,
  materialCertificates,
  materialTypes,
  modifyingAdditives,
  processingMethods,
  recyclingMethods,
  recyclingProcessDetails,
  sources,
  strainTypes,
  washingProcesses,
} from "../../../../shared/schemas/material-enums";
import { typeLabel } from "../labels";
import { CapacityField, FillersField, IncotermsField, MoneyField, NonTargetField, PackagingField, PairField, ViscosityField } from "./ComplexFields";
import { BoolSelect, ChipsField, EnumSelect, NumberInput, OtherSelect, TagInput, TextInput } from "./inputs";
import { Row } from "./Row";

/** Units beside numbers (units namespace keys). */
const UNIT: Record<string, string> = {
  recycledContent: "percent",
  recycledContentPostConsumer: "percent",
  recycledContentPostIndustrial: "percent",
  mainPlasticTypeContent: "percent",
  certificateOfAnalysisConfidence: "percent",
  ashContent: "percent",
  residualMoistureContent: "percent",
  materialIdentification: "percent",
  density: "gcm3",
  bulkDensity: "kgm3",
  yieldStrength: "mpa",
  tensileStrength: "mpa",
  tensileModulus: "mpa",
  flexuralStrength: "mpa",
  flexuralModulus: "mpa",
  impactResistance: "kjm2",
  punctureTest: "joule",
  heatDeflectionTemperature: "celsius",
  meltFiltrationMeshSize: "micrometre",
  batchSize: "t",
  co2Equivalents: "co2",
  volatileOrganicContent: "ppm",
};

function Description() {
  const { register } = useFormContext();
  return <Textarea rows={3} data-testid="input-description" {...register("description")} />;
}

/** The input of each material field; wide ones span both columns. */
export function FieldRow({ name }: { name: string }) {
  const { t } = useTranslation(["properties", "units", "options"]);
  const unit = UNIT[name] ? t(`units:${UNIT[name]}`) : undefined;
  const wide = new Set([
    "viscosity",
    "packagingTypes",
    "fillers",
    "incoterms",
    "nonTargetMaterials",
    "description",
    "certificates",
    "intendedMarkets",
    "processingMethods",
    "conversionTechnology",
    "recyclingProcessDetails",
    "modifyingAdditives",
  ]);
  let input: ReactNode;
  switch (name) {
    case "type":
      input = <EnumSelect name="type" values={materialTypes} label={typeLabel} />;
      break;
    case "description":
      input = <Description />;
      break;
    case "packagingTypes":
      input = <PackagingField />;
      break;
    case "color":
      input = <OtherSelect name="color" values={colors} group="color" />;
      break;
    case "condition":
      input = <OtherSelect name="condition" values={conditions} group="condition" />;
      break;
    case "chainOfCustody":
      input = <OtherSelect name="chainOfCustody" values={chainsOfCustody} group="chainOfCustody" />;
      break;
    case "recyclingMethod":
      input = <EnumSelect name={name} values={recyclingMethods} group="recyclingMethod" />;
      break;
    case "source":
      input = <EnumSelect name={name} values={sources} group="source" />;
      break;
    case "flammability":
      input = <EnumSelect name={name} values={flammabilityClasses} label={(v) => v} />;
      break;
    case "washingProcess":
      input = <EnumSelect name={name} values={washingProcesses} group="washingProcess" />;
      break;
    case "certificateOfAnalysis":
      input = <BoolSelect name={name} />;
      break;
    case "fillers":
      input = <FillersField />;
      break;
    case "viscosity":
      input = <ViscosityField />;
      break;
    case "modifyingAdditives":
      input = <ChipsField name={name} values={modifyingAdditives} group="modifyingAdditive" none other />;
      break;
    case "conversionTechnology":
      input = <ChipsField name={name} values={conversionTechnologies} group="conversionTechnology" />;
      break;
    case "processingMethods":
      input = <ChipsField name={name} values={processingMethods} group="processingMethod" />;
      break;
    case "intendedMarkets":
      input = <ChipsField name={name} values={intendedMarkets} group="intendedMarket" other />;
      break;
    case "recyclingProcessDetails":
      input = <ChipsField name={name} values={recyclingProcessDetails} group="recyclingProcessDetail" other />;
      break;
    case "certificates":
      input = <ChipsField name={name} values={materialCertificates} group="certificate" />;
      break;
    case "origins":
    case "applications":
      input = <TagInput name={name} />;
      break;
    case "particleSizeDistribution":
      input = (
        <PairField
          name={name}
          first={<NumberInput name={`${name}.percentage`} unit="%" />}
          second={<TextInput name={`${name}.value`} placeholder={t("properties:sizeValue")} />}
        />
      );
      break;
    case "strain":
      input = (
        <PairField
          name={name}
          first={<EnumSelect name={`${name}.type`} values={strainTypes} group="strain" />}
          second={<NumberInput name={`${name}.value`} unit="%" />}
        />
      );
      break;
    case "hardness":
      input = (
        <PairField
          name={name}
          first={<EnumSelect name={`${name}.type`} values={hardnessTypes} group="hardness" />}
          second={<NumberInput name={`${name}.value`} />}
        />
      );
      break;
    case "colourByColorimetry":
      input = (
        <PairField
          name={name}
          first={<NumberInput name={`${name}.l`} placeholder="L*" />}
          second={
            <PairField
              name={`${name}.ch`}
              first={<NumberInput name={`${name}.c`} placeholder="C*" />}
              second={<NumberInput name={`${name}.h`} placeholder="h°" />}
            />
          }
        />
      );
      break;
    case "nonTargetMaterials":
      input = <NonTargetField />;
      break;
    case "capacity":
      input = <CapacityField />;
      break;
    case "pricePerTon":
      input = <MoneyField name="pricePerTon" />;
      break;
    case "incoterms":
      input = <IncotermsField />;
      break;
    case "countryOfOrigin":
      input = <TextInput name={name} placeholder="DE" maxLength={2} />;
      break;
    case "name":
    case "internalName":
    case "lotNumber":
    case "odour":
    case "colorantDetails":
      input = <TextInput name={name} />;
      break;
    default:
      input = <NumberInput name={name} unit={unit} />;
  }
  return (
    <Row name={name} wide={wide.has(name)}>
      {input}
    </Row>
  );
}
