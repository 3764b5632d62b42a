import { Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../../shared/schemas/enums";
import type { Lead } from "../../../../shared/schemas/lead";
import { carriers, SampleInput, sampleStatuses, type Sample } from "../../../../shared/schemas/sample";
import { FormDialog } from "../../../components/FormDialog";
import { notify } from "../../../components/toaster";
import { useFormIssues } from "../../../lib/useFormIssues";
import { saveSample } from "../api";
import { useCompanyContacts } from "../../../lib/users";
import { emptySampleForm, fromSample, toSampleInput, type SampleFormValues } from "../formValues";
import { FieldRow as Row } from "../../../components/FormField";

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
  const resolver: Resolver<SampleFormValues> = (values, ctx, opts) => zodResolver(SampleInput)(toSampleInput(values, lead.id, sample?.id) as never, ctx, opts as never) as never;
  const form = useForm<SampleFormValues>({ resolver, defaultValues: initial });
  const { register, handleSubmit, formState, getValues, setValue, control } = form;
  const issues = useFormIssues(form);
  const err = (n: FieldPath<SampleFormValues>) => issues.fieldError(n);
  const contacts = useCompanyContacts(lead.companyId).data?.items ?? [];
  const materialId = useWatch({ control, name: "materialId" });

  const submit = handleSubmit(() =>
    issues.attempt(async () => {
      await saveSample(toSampleInput(getValues(), lead.id, sample?.id));
      notify.success(sample ? t("toast.updated") : t("toast.created"));
      onClose();
    }, t("toast.error")),
  );

  const materialOptions = [...leadMaterials];
  if (sample?.material && !materialOptions.some((m) => m.id === sample.materialId)) materialOptions.push(sample.material);

  return (
    <FormDialog
      title={sample ? t("dialog.editTitle") : t("dialog.newTitle")}
      testId="sample-dialog"
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={formState.isSubmitting}
      submitLabel={t("dialog.save")}
      cancelLabel={t("dialog.cancel")}
      closeLabel={t("dialog.close")}
      submitTestId="sample-submit"
    >
                <Stack gap="5">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Row label={t("fields.material")} error={err("materialId")} required>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={otherMaterial ? OTHER : materialId}
                          onChange={(e) => {
                            const v = e.target.value;
                            setOtherMaterial(v === OTHER);
                            setValue("materialId", v === OTHER ? "" : v, { shouldDirty: true });
                          }}
                          data-testid="sample-material"
                        >
                          {materialOptions.map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.name}
                            </option>
                          ))}
                          <option value={OTHER}>{t("dialog.otherMaterial")}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Row>
                    <Row label={t("fields.status")} error={err("status")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register("status")} data-testid="sample-status">
                          {sampleStatuses.map((s) => (
                            <option key={s} value={s}>
                              {t(`status.${s}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Row>
                  </SimpleGrid>
                  {otherMaterial && (
                    <Row label={t("dialog.materialId")} error={err("materialId")} required>
                      <Input {...register("materialId")} placeholder={t("dialog.materialIdHint")} data-testid="sample-material-id" />
                    </Row>
                  )}
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Row label={t("fields.contact")} error={err("contactId")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register("contactId")} data-testid="sample-contact">
                          <option value="">{t("dialog.noContact")}</option>
                          {contacts.map((c) => (
                            <option key={c.id} value={c.id}>
                              {[c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.id}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
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
                        <Input
                          {...register("address.countryCode")}
                          maxLength={2}
                          textTransform="uppercase"
                          autoComplete="country"
                          data-testid="sample-country"
                        />
                      </Row>
                    </SimpleGrid>
                  </Stack>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Row label={t("fields.cost")} error={err("cost.amount")}>
                      <Input {...register("cost.amount")} inputMode="decimal" data-testid="sample-cost" />
                    </Row>
                    <Row label={t("fields.currency")} error={err("cost.currency")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register("cost.currency")} data-testid="sample-currency">
                          {currencies.map((c) => (
                            <option key={c} value={c}>
                              {c}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Row>
                    <Row label={t("fields.trackingNumber")} error={err("trackingNumber")}>
                      <Input {...register("trackingNumber")} data-testid="sample-tracking" />
                    </Row>
                    <Row label={t("fields.carrier")} error={err("carrier")}>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register("carrier")} data-testid="sample-carrier">
                          <option value="">{t("dialog.noCarrier")}</option>
                          {carriers.map((c) => (
                            <option key={c} value={c}>
                              {t(`carrier.${c}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Row>
                  </SimpleGrid>
                </Stack>
    </FormDialog>
  );
}
