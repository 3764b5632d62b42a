import { Field, SegmentGroup, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterDialogFrame } from "../../../components/FilterDialogFrame";
import { companyTypes } from "../../../../shared/schemas/enums";
import { ChipSelect } from "../../../components/ChipSelect";
import { SCOPES, withoutDialogFilters, type CompanyFilters, type Scope } from "../filters";

/**
 * The Filter dialog: type multi-select, scope buyer or seller, score 1 to 5; edits a
 * draft and writes it to the URL on Apply, Reset clears these three. Loaded on first open (React.lazy).
 */
export default function CompanyFilterDialog({
  filters,
  onApply,
  onClose,
}: {
  filters: CompanyFilters;
  onApply: (f: CompanyFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["companies", "options"]);
  const [draft, setDraft] = useState(filters);
  const ANY = "any";
  return (
    <FilterDialogFrame
      testId="company-filter-dialog"
      size="md"
      title={t("filters.title")}
      labels={{ reset: t("filters.reset"), apply: t("filters.apply"), close: t("filters.close") }}
      onReset={() => onApply(withoutDialogFilters(filters))}
      onApply={() => onApply({ ...filters, types: draft.types, scope: draft.scope, score: draft.score })}
      onClose={onClose}
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label>{t("filters.types")}</Field.Label>
          <ChipSelect
            name="types"
            options={companyTypes.map((v) => ({ value: v, label: t(`options:companyType.${v}`) }))}
            value={draft.types}
            onChange={(types) => setDraft((d) => ({ ...d, types }))}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label id="scope-label">{t("filters.scope")}</Field.Label>
          <SegmentGroup.Root
            size="sm"
            aria-labelledby="scope-label"
            value={draft.scope ?? ANY}
            onValueChange={(e) => setDraft((d) => ({ ...d, scope: e.value === ANY || !e.value ? undefined : (e.value as Scope) }))}
            data-testid="scope-filter"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[{ value: ANY, label: t("filters.any") }, ...SCOPES.map((s) => ({ value: s, label: t(`options:companyScope.${s}`) }))]}
            />
          </SegmentGroup.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.score")}</Field.Label>
          <ChipSelect
            name="score"
            options={["1", "2", "3", "4", "5"].map((v) => ({ value: v, label: `${"★".repeat(Number(v))} ${v}/5` }))}
            value={draft.score}
            onChange={(score) => setDraft((d) => ({ ...d, score: [...score].sort() }))}
          />
        </Field.Root>
      </Stack>
    </FilterDialogFrame>
  );
}
