import { Field, SegmentGroup, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipSelect } from "../../../components/ChipSelect";
import { CompanySelect } from "../../../components/CompanySelect";
import { FilterDialogFrame } from "../../../components/FilterDialogFrame";
import { useSession } from "../../../lib/session";
import { staffName, useStaff } from "../../../lib/users";
import { REQUEST_TYPES, type RequestType } from "../enums";
import { withoutDialogFilters, type RequestFilters } from "../filters";
import { materialTypeOptions } from "../../../lib/material-types";
import { SelectField } from "../../../components/form/SelectField";

/** The assignee filter's value for requests nobody owns (shared MaterialRequestListQuery). */
const UNASSIGNED = "none";
const ANY = "any";

/**
 * The admin filter dialog: type, material types, assignee and company. Edits a draft and writes it to
 * the URL on Apply; Reset clears these four. Loaded on first open (React.lazy).
 */
export default function RequestFilterDialog({
  filters,
  onApply,
  onClose,
}: {
  filters: RequestFilters;
  onApply: (f: RequestFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("materialRequests");
  const { userId } = useSession();
  const { staff } = useStaff();
  const [draft, setDraft] = useState(filters);
  return (
    <FilterDialogFrame
      testId="request-filter-dialog"
      size="lg"
      scrollInside
      title={t("filters.title")}
      labels={{ reset: t("filters.reset"), apply: t("filters.apply"), close: t("filters.close") }}
      onReset={() => onApply(withoutDialogFilters(filters))}
      onApply={() => onApply({ ...filters, type: draft.type, materialTypes: draft.materialTypes, assignee: draft.assignee, companyId: draft.companyId })}
      onClose={onClose}
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label id="type-filter-label">{t("filters.type")}</Field.Label>
          <SegmentGroup.Root
            size="sm"
            aria-labelledby="type-filter-label"
            value={draft.type ?? ANY}
            onValueChange={(e) => setDraft((d) => ({ ...d, type: e.value === ANY || !e.value ? undefined : (e.value as RequestType) }))}
            data-testid="type-filter"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: ANY, label: t("filters.any") }, ...REQUEST_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))]} />
          </SegmentGroup.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.materialTypes")}</Field.Label>
          <ChipSelect
            name="materialTypes"
            options={materialTypeOptions}
            value={draft.materialTypes}
            onChange={(v) => setDraft((d) => ({ ...d, materialTypes: v.slice(0, 20) }))}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.assignee")}</Field.Label>
          <SelectField
            size="sm"
            value={draft.assignee ?? ""}
            onValueChange={(assignee) => setDraft((d) => ({ ...d, assignee: assignee || undefined }))}
            data-testid="assignee-filter"
            placeholder={t("filters.anyAssignee")}
            options={[
              { value: userId, label: t("filters.assignedToMe") },
              { value: UNASSIGNED, label: t("filters.unassigned") },
              ...staff.filter((u) => u.id !== userId).map((u) => ({ value: u.id, label: staffName(u) })),
            ]}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.company")}</Field.Label>
          <CompanySelect
            value={draft.companyId}
            onChange={(companyId) => setDraft((d) => ({ ...d, companyId }))}
            labels={{ search: t("filters.companySearch"), select: t("filters.company"), none: t("filters.anyCompany"), chosen: t("filters.chosenCompany") }}
            testId="company-filter"
          />
        </Field.Root>
      </Stack>
    </FilterDialogFrame>
  );
}
