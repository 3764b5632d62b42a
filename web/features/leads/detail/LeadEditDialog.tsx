import { Field, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Controller, useWatch, type FieldPath, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LeadUpdate, type Lead } from "../../../../shared/schemas/lead";
import { colors, conditions, processingMethods, sources } from "../../../../shared/schemas/material-enums";
import { isMeltKind, viscosityTemperatures, viscosityTypes, viscosityWeights } from "../../../../shared/schemas/material-viscosity";
import { ChipSelect } from "../../../components/ChipSelect";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { SchemaFormDialog } from "../../../components/form/SchemaFormDialog";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { notify } from "../../../components/toaster";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt";
import { isStale, reloadLead, updateLead } from "./api";
import { optionLabel } from "./labels";
import { fromLead, toLeadUpdate, type LeadFormValues } from "./leadFormValues";
import { FieldRow as Row } from "../../../components/FormField";
import { SelectField, type SelectOption } from "../../../components/form/SelectField";
import { LeadBasicsFields, type LeadBasicsValues } from "../components/LeadBasicsFields";

/**
 * Edit lead: the shared lead fields (../components/LeadBasicsFields.tsx) and the
 * material details; the lead form's number parsing (leadFormValues.ts). The shared schema checks the form
 * before sending and the API's field issues land under their fields. Closing with unsaved changes asks first.
 */
export default function LeadEditDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t } = useTranslation(["leads", "options", "units", "toastMessages"]);
  // The schema checks the body with the lead's id, as the API will; the call adds id and version itself.
  const { form, issues, err } = useSchemaForm({
    toBody: (values: LeadFormValues) => ({ ...toLeadUpdate(values), id: lead.id }),
    schema: LeadUpdate,
    defaultValues: fromLead(lead),
  });
  const { register, control, formState } = form;
  const viscosityType = useWatch({ control, name: "viscosity.type" });
  // The shared fields (react-hook-form's types are invariant, hence the widening).
  const basics = form as unknown as UseFormReturn<LeadBasicsValues>;
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => (formState.isDirty && !formState.isSubmitting ? setConfirmClose(true) : onClose());

  const submit = async ({ id: _id, ...body }: ReturnType<typeof toLeadUpdate> & { id: string }) => {
    try {
      await updateLead(lead, body);
      notify.success(t("detail.toast.leadUpdated"));
      onClose();
    } catch (e) {
      if (isStale(e)) {
        // What is stored changed meanwhile: keep the dialog (the typed values) and show the fresh lead behind it.
        await reloadLead(lead.id);
        notify.warning(t("detail.staleForm"));
        return;
      }
      issues.applyApiError(e);
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  };

  const chips = (name: "colors" | "conditions" | "materialSources" | "processingMethods", values: readonly string[], group: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChipSelect name={name} options={values.map((v) => ({ value: v, label: optionLabel(t, group, v) }))} value={field.value} onChange={field.onChange} />
      )}
    />
  );
  const select = (name: FieldPath<LeadFormValues>, label: string, options: SelectOption[], testId: string) => (
    <SelectField aria-label={label} options={options} data-testid={testId} {...register(name)} />
  );

  return (
    <>
      <SchemaFormDialog
        form={form}
        onSubmit={submit}
        errorText={t("form.hasErrors")}
        dialog={{
          title: t("detail.form.title"),
          testId: "lead-edit-dialog",
          onClose: requestClose,
          submitLabel: t("detail.form.save"),
          cancelLabel: t("detail.form.cancel"),
          closeLabel: t("detail.form.close"),
          submitTestId: "lead-edit-submit",
          cancelTestId: "lead-edit-cancel",
          size: { base: "full", md: "xl" },
        }}
      >
        <Stack gap="5">
          <LeadBasicsFields form={basics} chosen={{ companyId: lead.companyId, companyName: lead.company?.name, contact: lead.contact }} priceFrequency />
          <Row label={t("detail.fields.conditions")}>{chips("conditions", conditions, "condition")}</Row>
          <Row label={t("detail.fields.colors")}>{chips("colors", colors, "color")}</Row>
          <Row label={t("detail.fields.sources")}>{chips("materialSources", sources, "source")}</Row>
          <Row label={t("detail.fields.processingMethods")}>{chips("processingMethods", processingMethods, "processingMethod")}</Row>
          <Row label={t("detail.fields.viscosity")} error={err("viscosity")}>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" w="full">
              {select(
                "viscosity.type",
                t("detail.form.viscosityKind"),
                [{ value: "", label: t("detail.form.noViscosity") }, ...viscosityTypes.map((k) => ({ value: k, label: t(`options:viscosityType.${k}`) }))],
                "select-viscosity.type",
              )}
              <Field.Root invalid={!!err("viscosity.min")}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  disabled={!viscosityType}
                  aria-label={t("detail.form.viscosityMin")}
                  placeholder={t("detail.form.viscosityMin")}
                  {...register("viscosity.min")}
                  data-testid="input-viscosity.min"
                />
                {err("viscosity.min") && <Field.ErrorText>{err("viscosity.min")}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!err("viscosity.max")}>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  disabled={!viscosityType}
                  aria-label={t("detail.form.viscosityMax")}
                  placeholder={t("detail.form.viscosityMax")}
                  {...register("viscosity.max")}
                  data-testid="input-viscosity.max"
                />
                {err("viscosity.max") && <Field.ErrorText>{err("viscosity.max")}</Field.ErrorText>}
              </Field.Root>
            </SimpleGrid>
            {isMeltKind(viscosityType) && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" w="full" mt="3">
                {select(
                  "viscosity.temperature",
                  t("detail.form.temperature"),
                  [
                    { value: "", label: `${t("detail.form.temperature")}: —` },
                    ...viscosityTemperatures.map((v) => ({ value: String(v), label: `${v} ${t("units:celsius")}` })),
                  ],
                  "select-viscosity.temperature",
                )}
                {select(
                  "viscosity.weight",
                  t("detail.form.weight"),
                  [
                    { value: "", label: `${t("detail.form.weight")}: —` },
                    ...viscosityWeights.map((v) => ({ value: String(v), label: `${v} ${t("units:kg")}` })),
                  ],
                  "select-viscosity.weight",
                )}
              </SimpleGrid>
            )}
          </Row>
          <Row label={t("detail.fields.viscosityDescription")} error={err("viscosityDescription")}>
            <Input autoComplete="off" {...register("viscosityDescription")} data-testid="input-viscosityDescription" />
          </Row>
          <Row label={t("detail.fields.applications")} error={err("applications")}>
            <Input autoComplete="off" placeholder={t("detail.form.applicationsHint")} {...register("applications")} data-testid="input-applications" />
          </Row>
        </Stack>
      </SchemaFormDialog>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
      <ConfirmDialog
        open={confirmClose}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        title={t("detail.form.discardTitle")}
        text={t("detail.form.discardText")}
        confirmLabel={t("detail.form.discard")}
        cancelLabel={t("detail.form.keepEditing")}
        testId="lead-discard"
      />
    </>
  );
}
