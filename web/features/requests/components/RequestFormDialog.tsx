import { Button, CloseButton, Dialog, Flex, Input, InputGroup, Portal, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { Controller, FormProvider, useWatch, type FieldPath } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../../shared/schemas/enums";
import { colors, conditions, materialCertificates, processingMethods, sources } from "../../../../shared/schemas/material-enums";
import { MaterialRequestInput, type MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { ApplicationsPicker } from "../../../components/ApplicationsPicker";
import { ChipSelect } from "../../../components/ChipSelect";
import { CompanySelect } from "../../../components/CompanySelect";
import { notify } from "../../../components/toaster";
import { useSession } from "../../../lib/session";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { createRequest, removeRequestDocument, updateRequest, uploadRequestDocument } from "../api";
import { useCompanyContacts } from "../../../lib/users";
import { DocumentsField, type PendingDocument } from "../form/DocumentsField";
import { REQUEST_TYPES } from "../enums";
import { emptyRequestForm, fromRequest, toRequestInput, type RequestFormValues } from "../formValues";
import { CountryCodesInput } from "../form/CountryCodesInput";
import { ViscosityFields } from "../form/ViscosityFields";
import { FillerFields } from "../form/FillerFields";
import { optionLabel } from "../labels";
import { FieldRow as Row } from "../../../components/FormField";
import { materialTypeOptions } from "../../../lib/material-types";
import { SelectField } from "../../../components/form/SelectField";

const MAX_APPLICATIONS = 50;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" as="fieldset">
      <Text as="legend" fontWeight="600" fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="1">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * 'New material request' and the admin's Edit: the shared zod schema validates the
 * form before it is sent, the API's field issues land on the same fields, and a failed save keeps the dialog
 * open with everything typed. Toasts the translated 'success' or 'error'. Loaded on first open.
 */
export default function RequestFormDialog({ request, onClose }: { request?: MaterialRequestAnswer; onClose: () => void }) {
  const { t } = useTranslation(["materialRequests", "options", "units", "toastMessages"]);
  const { isSuperAdmin } = useSession();
  const { form, issues, err } = useSchemaForm({
    toBody: (values: RequestFormValues) => toRequestInput(values, isSuperAdmin),
    schema: MaterialRequestInput,
    defaultValues: request ? fromRequest(request) : emptyRequestForm(),
  });
  const { register, control, handleSubmit, formState, setValue } = form;
  const mode = useWatch({ control, name: "quantityMode" });
  const companyId = useWatch({ control, name: "companyId" });
  const contacts = useCompanyContacts(isSuperAdmin ? companyId : null).data?.items ?? [];

  const [pending, setPending] = useState<PendingDocument[]>([]);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  // A new request saved by this dialog whose uploads then failed: a second submit retries only the uploads.
  const [createdId, setCreatedId] = useState<string | null>(null);

  /** After the request is saved: the removals, then each chosen PDF in turn; false when one failed (it stays listed). */
  const saveDocuments = async (id: string): Promise<boolean> => {
    for (const fileId of removed) await removeRequestDocument(id, fileId);
    setRemoved(new Set());
    let ok = true;
    for (const p of pending) {
      const set = (change: Partial<PendingDocument>) => setPending((all) => all.map((x) => (x.key === p.key ? { ...x, ...change } : x)));
      set({ progress: 0, error: null });
      try {
        await uploadRequestDocument(id, p.file, (progress) => set({ progress }));
        setPending((all) => all.filter((x) => x.key !== p.key));
      } catch {
        ok = false;
        set({ error: t("form.document.failed", { name: p.file.name }) });
      }
    }
    return ok;
  };

  // The body is the form through the one mapping, so what is sent is exactly what the schema checked.
  const submit = handleSubmit(async (input) => {
    if (pending.some((p) => p.error && p.progress === null)) {
      notify.error(t("form.document.fixFirst"));
      return;
    }
    let id = createdId ?? request?.id ?? null;
    try {
      if (request) await updateRequest(request.id, { ...input, version: request.version });
      else if (!createdId) {
        id = (await createRequest(input)).id;
        setCreatedId(id);
      }
    } catch (e) {
      issues.applyApiError(e);
      notify.error(t("toastMessages:error"));
      return;
    }
    if (!(await saveDocuments(id!))) {
      notify.error(t("form.document.someFailed"));
      return;
    }
    notify.success(t("toastMessages:success"));
    onClose();
  });

  const chips = (name: "colors" | "conditions" | "materialSources" | "processingMethods" | "certificates", values: readonly string[], group: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChipSelect name={name} options={values.map((v) => ({ value: v, label: optionLabel(t, group, v) }))} value={field.value} onChange={field.onChange} />
      )}
    />
  );

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="request-form-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{request ? t("form.editTitle") : t("form.newTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormProvider {...form}>
                  <Stack gap="8">
                    {isSuperAdmin && (
                      <Section title={t("form.sectionCompany")}>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                          <Row label={t("form.company")} error={err("companyId")}>
                            <CompanySelect
                              value={companyId || undefined}
                              onChange={(id) => {
                                // A contact belongs to one company: a new company clears it.
                                setValue("companyId", id ?? "", { shouldDirty: true });
                                setValue("contactId", "", { shouldDirty: true });
                              }}
                              labels={{
                                search: t("form.companySearch"),
                                select: t("form.company"),
                                none: t("form.ownCompany"),
                                chosen: request?.company?.name,
                              }}
                              testId="company-select"
                              searchTestId="company-search"
                            />
                          </Row>
                          <Row label={t("form.contact")} error={err("contactId")}>
                            <SelectField
                              size="sm"
                              disabled={!companyId}
                              {...register("contactId")}
                              data-testid="contact-select"
                              placeholder={t("form.noContact")}
                              options={contacts.map((c) => ({ value: c.id, label: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.id }))}
                            />
                          </Row>
                        </SimpleGrid>
                      </Section>
                    )}
                    <Section title={t("form.sectionNeed")}>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                        <Row label={t("form.type")} labelId="request-type-label">
                          <Controller
                            control={control}
                            name="type"
                            render={({ field }) => (
                              <SegmentGroup.Root
                                size="sm"
                                aria-labelledby="request-type-label"
                                value={field.value}
                                onValueChange={(e) => e.value && field.onChange(e.value)}
                                data-testid="request-type-input"
                              >
                                <SegmentGroup.Indicator />
                                <SegmentGroup.Items items={REQUEST_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
                              </SegmentGroup.Root>
                            )}
                          />
                        </Row>
                        <Row label={t("form.materialType")} error={err("materialType")}>
                          <SelectField
                            {...register("materialType")}
                            data-testid="select-materialType"
                            placeholder={t("form.anyType")}
                            options={materialTypeOptions}
                          />
                        </Row>
                      </SimpleGrid>
                      <Row label={t("form.description")} error={err("description")} required>
                        <Textarea rows={3} placeholder={t("form.descriptionPlaceholder")} {...register("description")} data-testid="input-description" />
                      </Row>
                      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                        <Row label={t("form.quantity")} labelId="quantity-mode-label" error={err(mode === "amount" ? "amount" : "capacity.amount")}>
                          <Stack gap="2" w="full">
                            <Controller
                              control={control}
                              name="quantityMode"
                              render={({ field }) => (
                                <SegmentGroup.Root
                                  size="xs"
                                  aria-labelledby="quantity-mode-label"
                                  value={field.value}
                                  onValueChange={(e) => e.value && field.onChange(e.value)}
                                  data-testid="quantity-mode"
                                >
                                  <SegmentGroup.Indicator />
                                  <SegmentGroup.Items
                                    items={[
                                      { value: "amount", label: t("form.oneAmount") },
                                      { value: "capacity", label: t("form.capacity") },
                                    ]}
                                  />
                                </SegmentGroup.Root>
                              )}
                            />
                            {mode === "amount" ? (
                              <InputGroup
                                endElement={
                                  <Text fontSize="sm" color="fg.muted">
                                    {t("units:t")}
                                  </Text>
                                }
                              >
                                <Input
                                  inputMode="decimal"
                                  autoComplete="off"
                                  aria-label={t("form.amount")}
                                  {...register("amount")}
                                  data-testid="input-amount"
                                />
                              </InputGroup>
                            ) : (
                              <Flex gap="2">
                                <InputGroup
                                  endElement={
                                    <Text fontSize="sm" color="fg.muted">
                                      {t("units:t")}
                                    </Text>
                                  }
                                  flex="1"
                                >
                                  <Input
                                    inputMode="decimal"
                                    autoComplete="off"
                                    aria-label={t("form.capacityAmount")}
                                    {...register("capacity.amount")}
                                    data-testid="input-capacity.amount"
                                  />
                                </InputGroup>
                                <SelectField
                                  width="140px"
                                  aria-label={t("form.frequency")}
                                  {...register("capacity.frequency")}
                                  data-testid="select-capacity.frequency"
                                  options={(["month", "spot", "year"] as const).map((f) => ({ value: f, label: t(`options:frequency.${f}`) }))}
                                />
                              </Flex>
                            )}
                          </Stack>
                        </Row>
                        <Row label={t("form.targetPrice")} error={err("targetPrice.amount")}>
                          <Flex gap="2" w="full">
                            <InputGroup
                              endElement={
                                <Text fontSize="sm" color="fg.muted">
                                  / {t("units:t")}
                                </Text>
                              }
                              flex="1"
                            >
                              <Input
                                inputMode="decimal"
                                autoComplete="off"
                                aria-label={t("form.targetPriceAmount")}
                                {...register("targetPrice.amount")}
                                data-testid="input-targetPrice.amount"
                              />
                            </InputGroup>
                            <SelectField
                              width="110px"
                              aria-label={t("units:currency")}
                              {...register("targetPrice.currency")}
                              data-testid="select-currency"
                              options={currencies.map((c) => ({ value: c, label: c }))}
                            />
                          </Flex>
                        </Row>
                      </SimpleGrid>
                    </Section>
                    <Section title={t("form.sectionQuality")}>
                      <Row label={t("form.conditions")}>{chips("conditions", conditions, "condition")}</Row>
                      <Row label={t("form.colors")}>{chips("colors", colors, "color")}</Row>
                      <Row label={t("form.sources")}>{chips("materialSources", sources, "source")}</Row>
                      <Row label={t("form.viscosity")} error={err("viscosity")}>
                        <ViscosityFields error={(n) => err(n)} />
                      </Row>
                      <Row label={t("form.fillers")}>
                        {/* the schema's paths (fillers.0.percentage), not the form's own field names */}
                        <FillerFields error={(n) => err(n as FieldPath<RequestFormValues>)} />
                      </Row>
                    </Section>
                    <Section title={t("form.sectionUse")}>
                      <Row label={t("form.applications")} error={err("applications")}>
                        <Controller
                          control={control}
                          name="applications"
                          render={({ field }) => (
                            <ApplicationsPicker
                              value={field.value}
                              onChange={field.onChange}
                              max={MAX_APPLICATIONS}
                              testId="applications-input"
                              texts={{
                                button: t("form.pickApplications"),
                                search: t("form.searchApplications"),
                                max: t("form.applicationsMax", { count: MAX_APPLICATIONS }),
                                clear: t("form.clearApplications"),
                              }}
                            />
                          )}
                        />
                      </Row>
                      <Row label={t("form.processingMethods")}>{chips("processingMethods", processingMethods, "processingMethod")}</Row>
                      <Row label={t("form.certificates")}>{chips("certificates", materialCertificates, "certificate")}</Row>
                      <Row label={t("form.origin")} error={err("origin") ?? formState.errors.origin?.find?.((e) => e?.message)?.message}>
                        <Controller
                          control={control}
                          name="origin"
                          render={({ field }) => <CountryCodesInput value={field.value} onChange={field.onChange} label={t("form.origin")} />}
                        />
                      </Row>
                      <Row label={t("form.voucher")} error={err("voucher")}>
                        <Input maxW="260px" autoComplete="off" {...register("voucher")} data-testid="input-voucher" />
                      </Row>
                    </Section>
                    <Section title={t("form.sectionDocuments")}>
                      <DocumentsField
                        stored={request?.documents ?? []}
                        removed={removed}
                        onToggleRemoved={(fileId) =>
                          setRemoved((r) => {
                            const next = new Set(r);
                            if (!next.delete(fileId)) next.add(fileId);
                            return next;
                          })
                        }
                        pending={pending}
                        onPendingChange={setPending}
                        disabled={formState.isSubmitting}
                      />
                      {createdId && (
                        <Text fontSize="sm" color="fg.muted" data-testid="request-saved-retry">
                          {t("form.document.savedRetry")}
                        </Text>
                      )}
                    </Section>
                  </Stack>
                </FormProvider>
              </Dialog.Body>
              <Dialog.Footer>
                {Object.keys(formState.errors).length > 0 && (
                  <Text color="fg.error" fontSize="sm" me="auto" data-testid="form-errors">
                    {t("form.hasErrors")}
                  </Text>
                )}
                <Button type="button" variant="outline" onClick={onClose}>
                  {t("form.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="request-submit">
                  {createdId ? t("form.document.retry") : request ? t("form.save") : t("form.create")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("form.close")} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
