import { Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../../shared/schemas/enums";
import type { Lead } from "../../../../shared/schemas/lead";
import { carriers, SampleInput, sampleStatuses, type Sample } from "../../../../shared/schemas/sample";
import { SchemaFormDialog } from "../../../components/form/SchemaFormDialog";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { notify } from "../../../components/toaster";
import { saveSample } from "../api";
import { useCompanyContacts } from "../../../lib/users";
import { emptySampleForm, fromSample, toSampleInput, type SampleFormValues } from "../formValues";
import { FieldRow as Row } from "../../../components/FormField";
import { SelectField } from "../../../components/form/SelectField";

/** The select's value for "a material by id" (one not among the lead's materials). */
const OTHER = "__other__";

/**
 * New sample / Edit sample: material
 * (the lead's, or any by id), status, a contact of the lead's company, amount in kg (a number; empty →
 * none), address, cost, tracking number and carrier. The shared schema checks the form before it is sent
 * and the API's field issues land under the same fields; toasts say what happened.
 */
export default function SampleDialog({ lead, sample, onClose }: { lead: Lead; sample?: Sample; onClose: () => void }) {
  const { t } = useTranslation(["samples", "units"]);
  const leadMaterials = lead.materials ?? [];
  const initial = sample ? fromSample(sample) : emptySampleForm(leadMaterials[0]?.id ?? "");
  const known = (id: string) => leadMaterials.some((m) => m.id === id) || (sample?.material && sample.materialId === id);
  const [otherMaterial, setOtherMaterial] = useState(initial.materialId !== "" && !known(initial.materialId) ? true : leadMaterials.length === 0 && !sample);
  const { form, issues, err } = useSchemaForm({
    toBody: (values: SampleFormValues) => toSampleInput(values, lead.id, sample?.id),
    schema: SampleInput,
    defaultValues: initial,
  });
  const { register, setValue, control } = form;
  const contacts = useCompanyContacts(lead.companyId).data?.items ?? [];
  const materialId = useWatch({ control, name: "materialId" });

  const submit = (body: SampleInput) =>
    issues.attempt(async () => {
      await saveSample(body);
      notify.success(sample ? t("toast.updated") : t("toast.created"));
      onClose();
    }, t("toast.error"));

  const materialOptions = [...leadMaterials];
  if (sample?.material && !materialOptions.some((m) => m.id === sample.materialId)) materialOptions.push(sample.material);

  return (
    <SchemaFormDialog
      form={form}
      onSubmit={submit}
      dialog={{
        title: sample ? t("dialog.editTitle") : t("dialog.newTitle"),
        testId: "sample-dialog",
        onClose,
        submitLabel: t("dialog.save"),
        cancelLabel: t("dialog.cancel"),
        closeLabel: t("dialog.close"),
        submitTestId: "sample-submit",
      }}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Row label={t("fields.material")} error={err("materialId")} required>
            <SelectField
              value={otherMaterial ? OTHER : materialId}
              onValueChange={(v) => {
                setOtherMaterial(v === OTHER);
                setValue("materialId", v === OTHER ? "" : v, { shouldDirty: true });
              }}
              data-testid="sample-material"
              options={[...materialOptions.map((m) => ({ value: m.id, label: m.name })), { value: OTHER, label: t("dialog.otherMaterial") }]}
            />
          </Row>
          <Row label={t("fields.status")} error={err("status")}>
            <SelectField {...register("status")} data-testid="sample-status" options={sampleStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </Row>
        </SimpleGrid>
        {otherMaterial && (
          <Row label={t("dialog.materialId")} error={err("materialId")} required>
            <Input {...register("materialId")} placeholder={t("dialog.materialIdHint")} data-testid="sample-material-id" />
          </Row>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Row label={t("fields.contact")} error={err("contactId")}>
            <SelectField
              {...register("contactId")}
              data-testid="sample-contact"
              placeholder={t("dialog.noContact")}
              options={contacts.map((c) => ({ value: c.id, label: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.id }))}
            />
          </Row>
          <Row label={`${t("fields.amount")} (${t("units:kg")})`} error={err("amountKg")}>
            <Input {...register("amountKg")} inputMode="decimal" data-testid="sample-amount" />
          </Row>
        </SimpleGrid>
        <Stack as="fieldset" gap="3">
          <Text as="legend" fontWeight="600" fontSize="sm" color="fg.muted" mb="2">
            {t("fields.address")}
          </Text>
          <Row label={t("fields.street")} error={err("address.street")}>
            <Input {...register("address.street")} autoComplete="street-address" data-testid="sample-street" />
          </Row>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Row label={t("fields.city")} error={err("address.city")}>
              <Input {...register("address.city")} autoComplete="address-level2" data-testid="sample-city" />
            </Row>
            <Row label={t("fields.zip")} error={err("address.zip")}>
              <Input {...register("address.zip")} autoComplete="postal-code" data-testid="sample-zip" />
            </Row>
            <Row label={t("fields.country")} error={err("address.countryCode")}>
              <Input {...register("address.countryCode")} maxLength={2} textTransform="uppercase" autoComplete="country" data-testid="sample-country" />
            </Row>
          </SimpleGrid>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Row label={t("fields.cost")} error={err("cost.amount")}>
            <Input {...register("cost.amount")} inputMode="decimal" data-testid="sample-cost" />
          </Row>
          <Row label={t("fields.currency")} error={err("cost.currency")}>
            <SelectField {...register("cost.currency")} data-testid="sample-currency" options={currencies.map((c) => ({ value: c, label: c }))} />
          </Row>
          <Row label={t("fields.trackingNumber")} error={err("trackingNumber")}>
            <Input {...register("trackingNumber")} data-testid="sample-tracking" />
          </Row>
          <Row label={t("fields.carrier")} error={err("carrier")}>
            <SelectField
              {...register("carrier")}
              data-testid="sample-carrier"
              placeholder={t("dialog.noCarrier")}
              options={carriers.map((c) => ({ value: c, label: t(`carrier.${c}`) }))}
            />
          </Row>
        </SimpleGrid>
      </Stack>
    </SchemaFormDialog>
  );
}
