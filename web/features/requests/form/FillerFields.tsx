import { Field, Input, InputGroup, SimpleGrid, Text } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fillerKinds } from "../../../../shared/schemas/material-enums";
import { optionLabel } from "../labels";
import { UNFILLED, type RequestFormValues } from "../formValues";
import { SelectField } from "../../../components/form/SelectField";

/** Carbon black is a pigment, not a filler the engine compares; "other" names nothing a seller could meet. */
const ASKABLE = fillerKinds.filter((k) => k !== "carbonBlack" && k !== "other");

/**
 * The filler or reinforcement the material must have (a GF30 is glass fibres, 30 %), "unfilled", or nothing
 * said (then the engine reads the description's words). The share applies to a filler only.
 */
export function FillerFields({ error }: { error: (name: "fillers.0.filler" | "fillers.0.percentage") => string | undefined }) {
  const { t } = useTranslation(["materialRequests", "options", "units"]);
  const { register, control } = useFormContext<RequestFormValues>();
  const filler = useWatch({ control, name: "filler" });
  const withShare = filler !== "" && filler !== UNFILLED;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" w="full" data-testid="request-fillers">
      <Field.Root invalid={!!error("fillers.0.filler")}>
        <Field.Label fontWeight="500">{t("form.fillerKind")}</Field.Label>
        <SelectField
          {...register("filler")}
          data-testid="select-filler"
          placeholder={t("form.fillerNotStated")}
          options={[{ value: UNFILLED, label: t("form.unfilled") }, ...ASKABLE.map((k) => ({ value: k, label: optionLabel(t, "filler", k) }))]}
        />
        {error("fillers.0.filler") && <Field.ErrorText>{error("fillers.0.filler")}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={!!error("fillers.0.percentage")}>
        <Field.Label fontWeight="500">{t("form.fillerShare")}</Field.Label>
        <InputGroup
          endElement={
            <Text fontSize="sm" color="fg.muted">
              %
            </Text>
          }
        >
          <Input inputMode="decimal" autoComplete="off" disabled={!withShare} {...register("fillerShare")} data-testid="input-filler-share" />
        </InputGroup>
        {error("fillers.0.percentage") && <Field.ErrorText>{error("fillers.0.percentage")}</Field.ErrorText>}
      </Field.Root>
    </SimpleGrid>
  );
}
