import { CheckboxGroup, Field, Fieldset, Flex, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxItem } from "../../../components/CheckboxItem";
import { FilterDialogFrame } from "../../../components/FilterDialogFrame";
import { parseCountries, withoutDialogFilters, type ContactFilters } from "../filters";
import { SelectField } from "../../../components/form/SelectField";

const SCORES = ["1", "2", "3", "4", "5"];

/**
 * The Filter dialog of /contacts: company verified yes/no, company score, countries.
 * Edits a draft and applies it to the URL on Apply. Loaded on first open (default export for React.lazy).
 */
export default function ContactFilterDialog({
  filters,
  onApply,
  onClose,
}: {
  filters: ContactFilters;
  onApply: (f: ContactFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("contacts");
  const [draft, setDraft] = useState(filters);
  const [countries, setCountries] = useState(filters.countries.join(", "));
  const verified = draft.companyVerified === undefined ? "" : String(draft.companyVerified);

  return (
    <FilterDialogFrame
      testId="contact-filter-dialog"
      title={t("filters.title")}
      labels={{ reset: t("filters.reset"), apply: t("filters.apply"), close: t("filters.close") }}
      onReset={() => onApply(withoutDialogFilters(filters))}
      onApply={() => onApply({ ...draft, q: filters.q })}
      onClose={onClose}
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label>{t("filters.companyVerified")}</Field.Label>
          <SelectField
            size="sm"
            maxW="240px"
            name="companyVerified"
            value={verified}
            onValueChange={(v) => setDraft((d) => ({ ...d, companyVerified: v === "" ? undefined : v === "true" }))}
            placeholder={t("filters.any")}
            options={[
              { value: "true", label: t("filters.yes") },
              { value: "false", label: t("filters.no") },
            ]}
          />
        </Field.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="500">
            {t("filters.companyScore")}
          </Fieldset.Legend>
          <CheckboxGroup
            value={draft.companyScore.map(String)}
            onValueChange={(v) => setDraft((d) => ({ ...d, companyScore: v.map(Number).sort() }))}
            name="companyScore"
          >
            <Flex gap="4" wrap="wrap">
              {SCORES.map((s) => (
                <CheckboxItem key={s} value={s} data-testid={`score-${s}`} label={`${s} / 5`} />
              ))}
            </Flex>
          </CheckboxGroup>
        </Fieldset.Root>
        <Field.Root>
          <Field.Label>{t("filters.countries")}</Field.Label>
          <Input
            name="countries"
            placeholder="DE, IT, PL"
            value={countries}
            onChange={(e) => {
              setCountries(e.target.value);
              setDraft((d) => ({ ...d, countries: [...new Set(parseCountries(e.target.value))] }));
            }}
          />
          <Field.HelperText>{t("filters.countriesHelp")}</Field.HelperText>
        </Field.Root>
      </Stack>
    </FilterDialogFrame>
  );
}
