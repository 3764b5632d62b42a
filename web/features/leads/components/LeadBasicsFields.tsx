import { Field, Flex, Input, InputGroup, SegmentGroup, SimpleGrid, Text, Textarea } from "@chakra-ui/react";
import { Controller, useWatch, type FieldPath, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../../shared/schemas/enums";
import { leadTypes } from "../../../../shared/schemas/lead";
import { CompanySelect } from "../../../components/CompanySelect";
import { FieldRow as Row } from "../../../components/FormField";
import { SelectField, type SelectOption } from "../../../components/form/SelectField";
import { useFormIssues } from "../../../lib/useFormIssues";
import { useCompanyContacts } from "../../../lib/users";
import { materialTypeOptions } from "../../../lib/material-types";

type Frequency = "" | "month" | "spot" | "year";
const FREQUENCIES = ["month", "spot", "year"] as const;

/** The fields the New lead and Edit lead forms share, by their schema paths. */
export interface LeadBasicsValues {
  type: string;
  description: string;
  companyId: string;
  contactId: string;
  materialType: string;
  amount: string;
  frequency: Frequency;
  targetPrice: { amount: string; currency: string; frequency?: Frequency };
}

/**
 * Type*, Description*, Company* and its contact, material type, amount with frequency and target price:
 * one component for the New lead and Edit lead dialogs. A contact belongs to one
 * company, so it can be chosen only once a company is and a new company clears it. Test ids carry `prefix`
 * ("lead-" in the New lead dialog), the type control is `lead-type-input` in both.
 */
export function LeadBasicsFields({
  form,
  prefix = "",
  chosen,
  priceFrequency = false,
}: {
  /** Either dialog's form: both hold these fields (their other fields differ, hence the widening). */
  form: UseFormReturn<LeadBasicsValues>;
  prefix?: string;
  /** The stored lead's company name and contact, shown before the lists load (edit only). */
  chosen?: { companyId: string; companyName?: string; contact?: { id: string; name: string } | null };
  /** Edit only: the target price's frequency. */
  priceFrequency?: boolean;
}) {
  const { t } = useTranslation(["leads", "options", "units"]);
  const { register, control, setValue, formState } = form;
  const err = useFormIssues(form).fieldError;
  const companyId = useWatch({ control, name: "companyId" });
  const contacts = useCompanyContacts(companyId || null).data?.items ?? [];
  const keepContact = chosen?.contact && companyId === chosen.companyId && !contacts.some((c) => c.id === chosen.contact!.id);

  const select = (name: FieldPath<LeadBasicsValues>, label: string, options: SelectOption[], testId: string, w?: string) => (
    <SelectField aria-label={label} options={options} data-testid={`${prefix}${testId}`} width={w} {...register(name)} />
  );
  const frequencies = [{ value: "", label: `${t("form.frequency")}: —` }, ...FREQUENCIES.map((f) => ({ value: f, label: t(`options:frequency.${f}`) }))];

  return (
    <>
      <Row label={t("form.type")} labelId="lead-type-label" error={err("type")} required>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SegmentGroup.Root
              size="sm"
              aria-labelledby="lead-type-label"
              value={field.value || null}
              onValueChange={(e) => e.value && field.onChange(e.value)}
              data-testid="lead-type-input"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={leadTypes.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
            </SegmentGroup.Root>
          )}
        />
      </Row>
      <Row label={t("form.description")} error={err("description")} required>
        <Textarea rows={3} {...register("description")} data-testid={`${prefix}input-description`} />
      </Row>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Row label={t("form.company")} error={err("companyId")} required>
          <CompanySelect
            value={companyId || undefined}
            onChange={(id) => {
              setValue("companyId", id ?? "", { shouldDirty: true, shouldValidate: formState.isSubmitted });
              setValue("contactId", "", { shouldDirty: true });
            }}
            labels={{ search: t("form.companySearch"), select: t("form.company"), none: t("form.chooseCompany"), chosen: chosen?.companyName }}
            testId={`${prefix}company-select`}
            searchTestId={`${prefix}company-search`}
          />
        </Row>
        <Row label={t("form.contact")} error={err("contactId")}>
          <SelectField
            disabled={!companyId}
            {...register("contactId")}
            data-testid={`${prefix}contact-select`}
            placeholder={t("form.noContact")}
            options={[
              ...(keepContact ? [{ value: chosen!.contact!.id, label: chosen!.contact!.name }] : []),
              ...contacts.map((c) => ({ value: c.id, label: [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email || c.id })),
            ]}
          />
          {!companyId && <Field.HelperText data-testid={`${prefix}contact-hint`}>{t("form.contactAfterCompany")}</Field.HelperText>}
        </Row>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Row label={t("form.materialType")} error={err("materialType")}>
          {select("materialType", t("form.materialType"), materialTypeOptions, "select-materialType")}
        </Row>
        <Row label={t("form.amount")} error={err("amount")}>
          <Flex gap="2" w="full">
            <InputGroup
              endElement={
                <Text fontSize="sm" color="fg.muted">
                  {t("units:t")}
                </Text>
              }
              flex="1"
            >
              <Input inputMode="decimal" autoComplete="off" aria-label={t("form.amount")} {...register("amount")} data-testid={`${prefix}input-amount`} />
            </InputGroup>
            {select("frequency", t("form.frequency"), frequencies, "select-frequency", "160px")}
          </Flex>
        </Row>
      </SimpleGrid>
      <Row label={t("form.targetPrice")} error={err("targetPrice.amount")}>
        <Flex gap="2" w="full" wrap="wrap">
          <InputGroup
            endElement={
              <Text fontSize="sm" color="fg.muted">
                / {t("units:t")}
              </Text>
            }
            flex="1"
            minW="140px"
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              aria-label={t("form.targetPrice")}
              {...register("targetPrice.amount")}
              data-testid={`${prefix}input-targetPrice.amount`}
            />
          </InputGroup>
          {select(
            "targetPrice.currency",
            t("units:currency"),
            currencies.map((c) => ({ value: c, label: c })),
            "select-currency",
            "100px",
          )}
          {priceFrequency && select("targetPrice.frequency", t("detail.form.priceFrequency"), frequencies, "select-price-frequency", "160px")}
        </Flex>
      </Row>
    </>
  );
}
