import { Button, CloseButton, Dialog, Flex, Input, InputGroup, NativeSelect, Portal, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../../shared/schemas/enums";
import { leadTypes, LeadInput } from "../../../../shared/schemas/lead";
import { materialTypes } from "../../../../shared/schemas/material-enums";
import { CompanySelect } from "../../../components/CompanySelect";
import { notify } from "../../../components/toaster";
import { useFormIssues } from "../../../lib/useFormIssues";
import { createLead, useCompanyContacts } from "../api";
import { emptyLeadForm, toLeadInput, type LeadFormValues } from "../formValues";
import { FieldRow as Row } from "../../../components/FormField";

/**
 * The New lead dialog (backoffice.md §2, §5): Type*, Description*, Company*; a contact only after a company
 * (a new company clears it); material type (default abs), amount and frequency, target price (a decimal,
 * invalid → 0) in EUR by default. The shared schema checks the form; the API's field issues land on the same
 * fields. "Lead has been created" / "Something went wrong" (§8). Loaded on first open.
 */
export default function LeadFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["leads", "options", "units", "toastMessages"]);
  const resolver: Resolver<LeadFormValues> = (values, ctx, opts) => zodResolver(LeadInput)(toLeadInput(values) as never, ctx, opts as never) as never;
  const form = useForm<LeadFormValues>({ resolver, defaultValues: emptyLeadForm() });
  const { register, control, handleSubmit, formState, setValue, getValues } = form;
  const issues = useFormIssues(form);
  const err = (n: FieldPath<LeadFormValues>) => issues.fieldError(n);
  const companyId = useWatch({ control, name: "companyId" });
  const contacts = useCompanyContacts(companyId || null).data?.items ?? [];

  const submit = handleSubmit(async () => {
    try {
      await createLead(toLeadInput(getValues()));
      notify.success(t("leads:toast.created"));
      onClose();
    } catch (e) {
      issues.applyApiError(e);
      notify.error(t("toastMessages:somethingWentWrong"));
    }
  });

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="lead-form-dialog">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("form.newTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Row label={t("form.type")} labelId="lead-type-label" error={err("type")} required>
                    <Controller
                      control={control}
                      name="type"
                      render={({ field }) => (
                        <SegmentGroup.Root size="sm" aria-labelledby="lead-type-label" value={field.value || null} onValueChange={(e) => e.value && field.onChange(e.value)} data-testid="lead-type-input">
                          <SegmentGroup.Indicator />
                          <SegmentGroup.Items items={leadTypes.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
                        </SegmentGroup.Root>
                      )}
                    />
                  </Row>
                  <Row label={t("form.description")} error={err("description")} required>
                    <Textarea rows={3} {...register("description")} data-testid="lead-input-description" />
                  </Row>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                    <Row label={t("form.company")} error={err("companyId")} required>
                      <CompanySelect
                        value={companyId || undefined}
                        onChange={(id) => {
                          // §5: a contact belongs to one company, so a new company clears it
                          setValue("companyId", id ?? "", { shouldDirty: true, shouldValidate: formState.isSubmitted });
                          setValue("contactId", "", { shouldDirty: true });
                        }}
                        labels={{ search: t("form.companySearch"), select: t("form.company"), none: t("form.chooseCompany") }}
                        testId="lead-company-select"
                        searchTestId="lead-company-search"
                      />
                    </Row>
                    {companyId ? (
                      <Row label={t("form.contact")} error={err("contactId")}>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field {...register("contactId")} data-testid="lead-contact-select">
                            <option value="">{t("form.noContact")}</option>
                            {contacts.map((c) => (
                              <option key={c.id} value={c.id}>
                                {[c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.id}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Row>
                    ) : (
                      <Text fontSize="sm" color="fg.muted" pt={{ md: "7" }} data-testid="lead-contact-hint">
                        {t("form.contactAfterCompany")}
                      </Text>
                    )}
                  </SimpleGrid>
                  <Row label={t("form.materialType")} error={err("materialType")}>
                    <NativeSelect.Root size="sm" maxW="240px">
                      <NativeSelect.Field {...register("materialType")} data-testid="lead-select-materialType">
                        {materialTypes.map((v) => (
                          <option key={v} value={v}>
                            {v.toUpperCase()}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Row>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
                    <Row label={t("form.amount")} error={err("amount")}>
                      <Flex gap="2" w="full">
                        <InputGroup endElement={<Text fontSize="sm" color="fg.muted">{t("units:t")}</Text>} flex="1">
                          <Input inputMode="decimal" autoComplete="off" {...register("amount")} data-testid="lead-input-amount" />
                        </InputGroup>
                        <NativeSelect.Root w="140px">
                          <NativeSelect.Field aria-label={t("form.frequency")} {...register("frequency")} data-testid="lead-select-frequency">
                            {(["month", "spot", "year"] as const).map((f) => (
                              <option key={f} value={f}>
                                {t(`options:frequency.${f}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Flex>
                    </Row>
                    <Row label={t("form.targetPrice")} error={err("targetPrice.amount")}>
                      <Flex gap="2" w="full">
                        <InputGroup endElement={<Text fontSize="sm" color="fg.muted">/ {t("units:t")}</Text>} flex="1">
                          <Input inputMode="decimal" autoComplete="off" {...register("targetPrice.amount")} data-testid="lead-input-targetPrice" />
                        </InputGroup>
                        <NativeSelect.Root w="110px">
                          <NativeSelect.Field aria-label={t("units:currency")} {...register("targetPrice.currency")} data-testid="lead-select-currency">
                            {currencies.map((c) => (
                              <option key={c} value={c}>
                                {c}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Flex>
                    </Row>
                  </SimpleGrid>
                </Stack>
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
                <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="lead-submit">
                  {t("form.create")}
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
