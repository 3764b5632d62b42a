import { Field, Input, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterDialogFrame } from "../../../components/FilterDialogFrame";
import { colors, conditions, processingMethods, sources } from "../../../../shared/schemas/material-enums";
import { withoutDialogFilters, type MaterialFilters } from "../filters";
import { ChipSelect } from "../../../components/ChipSelect";
import { materialTypeOptions } from "../../../lib/material-types";
import { SelectField } from "../../../components/form/SelectField";

const triState = (v: boolean | undefined) => (v === undefined ? "" : String(v));
const fromTri = (v: string) => (v === "" ? undefined : v === "true");

/**
 * The admin filter dialog: edits a draft, applies it to the URL on 'Apply'. Loaded on
 * first open (default export for React.lazy), so the list chunk carries neither the dialog nor the enum lists.
 */
export default function FilterDialog({ filters, onApply, onClose }: { filters: MaterialFilters; onApply: (f: MaterialFilters) => void; onClose: () => void }) {
  const { t } = useTranslation(["products", "properties", "options"]);
  const [draft, setDraft] = useState(filters);
  const setList = (k: keyof MaterialFilters["lists"]) => (v: string[]) => setDraft((d) => ({ ...d, lists: { ...d.lists, [k]: v } }));
  const opts = (group: string, values: readonly string[]) => values.map((v) => ({ value: v, label: t(`options:${group}.${v}`) }));
  const [countries, setCountries] = useState((filters.lists.countries ?? []).join(", "));

  return (
    <FilterDialogFrame
      testId="filter-dialog"
      size="lg"
      scrollInside
      title={t("filters.title")}
      labels={{ reset: t("filters.reset"), apply: t("filters.apply") }}
      onReset={() => onApply(withoutDialogFilters(filters))}
      onApply={() => onApply({ ...draft, q: filters.q, assignee: filters.assignee, bools: { ...draft.bools, showInvalid: filters.bools.showInvalid } })}
      onClose={onClose}
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label>{t("properties:type")}</Field.Label>
          <ChipSelect name="types" options={materialTypeOptions} value={draft.lists.types ?? []} onChange={setList("types")} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("properties:condition")}</Field.Label>
          <ChipSelect
            name="conditions"
            options={opts(
              "condition",
              conditions.filter((c) => c !== "other"),
            )}
            value={draft.lists.conditions ?? []}
            onChange={setList("conditions")}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("properties:source")}</Field.Label>
          <ChipSelect name="source" options={opts("source", sources)} value={draft.lists.source ?? []} onChange={setList("source")} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("properties:color")}</Field.Label>
          <ChipSelect
            name="colors"
            options={opts(
              "color",
              colors.filter((c) => c !== "other"),
            )}
            value={draft.lists.colors ?? []}
            onChange={setList("colors")}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("properties:processingMethods")}</Field.Label>
          <ChipSelect
            name="processingMethods"
            options={opts("processingMethod", processingMethods)}
            value={draft.lists.processingMethods ?? []}
            onChange={setList("processingMethods")}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.countries")}</Field.Label>
          <Input
            name="countries"
            placeholder="DE, IT, PL"
            value={countries}
            onChange={(e) => {
              setCountries(e.target.value);
              setList("countries")(
                e.target.value
                  .split(/[\s,]+/)
                  .map((s) => s.trim().toUpperCase())
                  .filter((s) => /^[A-Z]{2}$/.test(s)),
              );
            }}
          />
          <Field.HelperText>{t("filters.countriesHelp")}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("filters.score")}</Field.Label>
          <ChipSelect
            name="score"
            options={["1", "2", "3", "4", "5"].map((v) => ({ value: v, label: `${v} / 5` }))}
            value={draft.lists.score ?? []}
            onChange={setList("score")}
          />
        </Field.Root>
        {(["companyVerified", "hasDocuments"] as const).map((k) => (
          <Field.Root key={k}>
            <Field.Label>{t(`filters.${k}`)}</Field.Label>
            <SelectField
              size="sm"
              maxW="240px"
              name={k}
              value={triState(draft.bools[k])}
              onValueChange={(v) => setDraft((d) => ({ ...d, bools: { ...d.bools, [k]: fromTri(v) } }))}
              placeholder={t("filters.any")}
              options={[
                { value: "true", label: t("filters.yes") },
                { value: "false", label: t("filters.no") },
              ]}
            />
          </Field.Root>
        ))}
      </Stack>
    </FilterDialogFrame>
  );
}
