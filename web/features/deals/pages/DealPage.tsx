import { Box, Button, Card, EmptyState, Field, Flex, Grid, Heading, IconButton, Link, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { currencies } from "../../../../shared/schemas/common";
import { DealUpdate, type Deal } from "../../../../shared/schemas/deal";
import { CompanySelect } from "../../../components/CompanySelect";
import { DateInput } from "../../../components/DateInput";
import { FormField } from "../../../components/FormField";
import { HandshakeIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { ApiError } from "../../../lib/api";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { useRequiredParam } from "../../../lib/useRequiredParam";
import { contractLink, updateDeal, useDeal } from "../api";
import { DealIndexLine } from "../components/DealIndexLine";
import { ContractPreview } from "../components/ContractPreview";
import { emptyRow, fromDeal, lineTotal, money, toUpdate, totalOf } from "../formValues";
import { SelectField } from "../../../components/form/SelectField";
import { DetailTabs } from "../../../components/DetailTabs";

/**
 * /deals/{id}: the contract data form beside the PDF preview (below it on phones).
 * Save sends the version read (a concurrent edit answers 409); the preview then shows the saved contract.
 */
export default function DealPage() {
  const id = useRequiredParam("id");
  const { t } = useTranslation("deals");
  const { data: deal, error } = useDeal(id);
  const load = useCallback(() => contractLink(id), [id]);
  const [revision, setRevision] = useState(0);

  if (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={missing ? "deal-not-found" : "deal-error"}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <HandshakeIcon />
          </EmptyState.Indicator>
          <EmptyState.Title as="h1">{t(missing ? "detail.notFound" : "list.loadFailed")}</EmptyState.Title>
          <Button asChild variant="outline">
            <RouterLink to="/deals">{t("detail.backToList")}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  if (!deal)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );
  return (
    <Box>
      <Link asChild fontSize="sm" color="fg.muted" mb="2" display="inline-block">
        <RouterLink to="/deals">← {t("detail.backToList")}</RouterLink>
      </Link>
      <PageHeader
        title={t("detail.title", { number: deal.transactionNumber })}
        subtitle={[deal.seller?.name, deal.buyer?.name].filter(Boolean).join(" → ") || undefined}
      />
      <DealIndexLine id={deal.id} />
      <DetailTabs entityType="deal" entityId={deal.id}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
          <DealForm key={deal.id} deal={deal} onSaved={() => setRevision((r) => r + 1)} />
          <Box position={{ lg: "sticky" }} top={{ lg: "4" }}>
            <ContractPreview load={load} revision={revision} title={t("preview.frameTitle", { number: deal.transactionNumber })} />
          </Box>
        </Grid>
      </DetailTabs>
    </Box>
  );
}

function DealForm({ deal, onSaved }: { deal: Deal; onSaved: () => void }) {
  const { t } = useTranslation(["deals", "toastMessages"]);
  // The schema checks the body the form becomes; the form keeps its own (text) values when it passes.
  const { form, issues } = useSchemaForm({ toBody: toUpdate, schema: DealUpdate, defaultValues: fromDeal(deal) });
  const { register, control, handleSubmit, reset, formState } = form;
  const rows = useFieldArray({ control, name: "contractData.materials" });
  const materials = useWatch({ control, name: "contractData.materials" }) ?? [];
  const currency = useWatch({ control, name: "contractData.currency" });
  // The version a save sends: the one this form last saved, or a newer one the deal was read again with.
  const [version, setVersion] = useState(deal.version);
  const [readVersion, setReadVersion] = useState(deal.version);
  if (readVersion !== deal.version) {
    setReadVersion(deal.version);
    setVersion(deal.version);
  }

  const save = handleSubmit(async (body) => {
    try {
      const saved = await updateDeal(deal.id, { ...body, version });
      setVersion(saved.version);
      reset(fromDeal(saved));
      notify.success(t("updated"));
      onSaved();
    } catch (err) {
      issues.applyApiError(err);
      notify.error(err instanceof ApiError && err.status === 409 ? t("conflict") : t("toastMessages:somethingWentWrong"));
    }
  });

  const companyLabels = (chosen: string | undefined) => ({
    search: t("form.companySearch"),
    select: t("form.companySelect"),
    none: t("form.noCompany"),
    chosen,
  });
  const err = issues.fieldError;

  return (
    <Card.Root variant="outline" bg="bg" asChild>
      <form onSubmit={save} noValidate data-testid="deal-form">
        <Card.Body>
          <Stack gap="5">
            <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
              <FormField
                label={t("form.transactionNumber")}
                {...register("transactionNumber")}
                error={err("transactionNumber")}
                data-testid="input-transactionNumber"
              />
              <Controller
                control={control}
                name="eta"
                render={({ field }) => <DateInput label={t("form.eta")} {...field} error={err("eta")} testId="input-eta" />}
              />
              <Field.Root invalid={!!err("sellerId")}>
                <Field.Label fontWeight="500">{t("form.seller")}</Field.Label>
                <Controller
                  control={control}
                  name="sellerId"
                  render={({ field }) => (
                    <CompanySelect
                      value={field.value || undefined}
                      onChange={(v) => field.onChange(v ?? "")}
                      labels={{ ...companyLabels(deal.seller?.name), search: t("form.sellerSearch"), select: t("form.seller") }}
                      testId="select-seller"
                    />
                  )}
                />
                {err("sellerId") && <Field.ErrorText>{err("sellerId")}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={!!err("buyerId")}>
                <Field.Label fontWeight="500">{t("form.buyer")}</Field.Label>
                <Controller
                  control={control}
                  name="buyerId"
                  render={({ field }) => (
                    <CompanySelect
                      value={field.value || undefined}
                      onChange={(v) => field.onChange(v ?? "")}
                      labels={{ ...companyLabels(deal.buyer?.name), search: t("form.buyerSearch"), select: t("form.buyer") }}
                      testId="select-buyer"
                    />
                  )}
                />
                {err("buyerId") && <Field.ErrorText>{err("buyerId")}</Field.ErrorText>}
              </Field.Root>
            </Grid>

            <Box>
              <Heading as="h2" size="sm" mb="3">
                {t("form.materials")}
              </Heading>
              <Stack gap="3" data-testid="materials">
                {rows.fields.map((row, i) => (
                  <Grid
                    key={row.id}
                    templateColumns={{ base: "1fr 1fr auto", md: "minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto" }}
                    gap="2"
                    alignItems="start"
                    borderWidth={{ base: "1px", md: "0" }}
                    rounded="md"
                    p={{ base: "2", md: "0" }}
                    data-testid="material-row"
                  >
                    <Box gridColumn={{ base: "1 / -1", md: "auto" }}>
                      <FormField
                        label={t("form.description")}
                        {...register(`contractData.materials.${i}.description`)}
                        error={err(`contractData.materials.${i}.description`)}
                        data-testid={`material-description-${i}`}
                      />
                    </Box>
                    <FormField
                      label={t("form.quantity")}
                      inputMode="decimal"
                      autoComplete="off"
                      {...register(`contractData.materials.${i}.quantity`)}
                      error={err(`contractData.materials.${i}.quantity`)}
                      data-testid={`material-quantity-${i}`}
                    />
                    <FormField
                      label={t("form.price", { currency })}
                      inputMode="decimal"
                      autoComplete="off"
                      {...register(`contractData.materials.${i}.price`)}
                      error={err(`contractData.materials.${i}.price`)}
                      data-testid={`material-price-${i}`}
                    />
                    <IconButton
                      mt="8"
                      variant="ghost"
                      aria-label={t("form.removeRow", { row: i + 1 })}
                      onClick={() => rows.remove(i)}
                      data-testid={`material-remove-${i}`}
                    >
                      ×
                    </IconButton>
                    <Text gridColumn="1 / -1" fontSize="xs" color="fg.muted" mt="-1">
                      {t("form.lineTotal")}: {money(lineTotal(materials[i] ?? row))} {currency}
                    </Text>
                  </Grid>
                ))}
                {!rows.fields.length && (
                  <Text color="fg.muted" fontSize="sm">
                    {t("form.noMaterials")}
                  </Text>
                )}
                <Flex justify="space-between" align="center" wrap="wrap" gap="2">
                  <Button size="sm" variant="outline" onClick={() => rows.append(emptyRow())} data-testid="material-add">
                    + {t("form.addRow")}
                  </Button>
                  <Text fontWeight="600" data-testid="deal-total">
                    {t("form.total")}: {money(totalOf(materials))} {currency}
                  </Text>
                </Flex>
              </Stack>
            </Box>

            <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
              <Field.Root invalid={!!err("contractData.currency")}>
                <Field.Label fontWeight="500">{t("form.currency")}</Field.Label>
                <SelectField
                  bg="bg"
                  {...register("contractData.currency")}
                  data-testid="select-currency"
                  options={currencies.map((c) => ({ value: c, label: c }))}
                />
              </Field.Root>
              <FormField
                label={t("form.incoterm")}
                {...register("contractData.incoterm")}
                error={err("contractData.incoterm")}
                placeholder="CIF Rotterdam"
                data-testid="input-incoterm"
              />
              <FormField label={t("form.carrier")} {...register("carrier")} error={err("carrier")} data-testid="input-carrier" />
              <FormField label={t("form.billOfLading")} {...register("billOfLanding")} error={err("billOfLanding")} data-testid="input-billOfLanding" />
            </Grid>
            <FormField
              label={t("form.deliveryAddress")}
              {...register("contractData.deliveryAddress")}
              error={err("contractData.deliveryAddress")}
              data-testid="input-deliveryAddress"
            />
            <Field.Root invalid={!!err("contractData.paymentTerms")}>
              <Field.Label fontWeight="500">{t("form.paymentTerms")}</Field.Label>
              <Textarea rows={3} bg="bg" {...register("contractData.paymentTerms")} data-testid="input-paymentTerms" />
              {err("contractData.paymentTerms") && <Field.ErrorText>{err("contractData.paymentTerms")}</Field.ErrorText>}
            </Field.Root>
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="deal-save">
                {t("form.save")}
              </Button>
            </Flex>
          </Stack>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
