import {
  Alert,
  Box,
  Button,
  CheckboxGroup,
  Field,
  Fieldset,
  Flex,
  Heading,
  Link,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { companyCertificates, companyTypes, potentials, type CompanyAnswer } from "../../../../../shared/schemas/company";
import { MAX_LIST_ITEMS } from "../../../../../shared/schemas/limits";
import { sources } from "../../../../../shared/schemas/material-enums";
import { CheckboxItem } from "../../../../components/CheckboxItem";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { FormField } from "../../../../components/FormField";
import { notify } from "../../../../components/toaster";
import { UnsavedChangesPrompt } from "../../../../components/UnsavedChangesPrompt";
import { useSession } from "../../../../lib/session";
import { useFormIssues } from "../../../../lib/useFormIssues";
import { applicationLabel } from "../../labels";
import { ApplicationsFilter } from "../ApplicationsFilter";
import { deleteCompany, isStale, saveCompany } from "./api";
import { companyToValues, switchScope, valuesToInput, type ProfileValues, type Scope } from "./profileForm";
import { ScoreStars } from "./ScoreStars";
import { SelectField } from "../../../../components/form/SelectField";

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Box as="section" bg="bg" borderWidth="1px" rounded="xl" p={{ base: "4", md: "6" }} data-testid={testId}>
    <Heading as="h2" size="md" mb="4">
      {title}
    </Heading>
    {children}
  </Box>
);

/** Enter in company forms never submits: only the Save button does; text areas keep their new lines. */
const noEnterSubmit = (e: KeyboardEvent<HTMLFormElement>) => {
  if (e.key === "Enter" && e.target instanceof HTMLInputElement) e.preventDefault();
};

/**
 * The Update company form: profile, materials and
 * capacity, address and legal, certificates, documents, manage account. Score and verified only for super
 * admins. Also the company owner's own profile screen.
 */
export default function ProfileTab({ company }: { company: CompanyAnswer }) {
  const { t } = useTranslation(["companyProfile", "options", "toastMessages"]);
  const { t: tApps } = useTranslation("applications");
  const { isSuperAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const form = useForm<ProfileValues>({ defaultValues: companyToValues(company) });
  const { register, handleSubmit, formState, control, watch, reset, getValues } = form;
  const issues = useFormIssues(form);
  const err = issues.bodyError;
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const scope = watch("scope");

  const onSubmit = handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = await saveCompany(
        company.id,
        valuesToInput(values, { isAdmin: isSuperAdmin, version: company.version, buyerProfile: company.buyerProfile }),
      );
      reset(companyToValues(saved));
      notify.success(t("toasts.updated", { name: saved.name }));
    } catch (e) {
      if (isStale(e)) setStale(true);
      else issues.applyApiError(e);
      notify.error(t(isStale(e) ? "toasts.stale" : "toastMessages:somethingWentWrong"));
    }
  });
  const setScope = (next: Scope) => {
    const v = switchScope(getValues(), next);
    reset(v, { keepDefaultValues: true });
  };
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteCompany(company.id);
      notify.success(t("toasts.deleted", { name: company.name }));
      // A user who deleted their own company can no longer sign in; staff go back to the list.
      if (isSuperAdmin) navigate("/companies");
      else {
        await signOut();
        navigate("/login");
      }
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
      setDeleting(false);
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} onKeyDown={noEnterSubmit} noValidate data-testid="company-profile-form">
        <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting && !deleting} />
        <Heading as="h2" size="lg">
          {t("title")}
        </Heading>
        {stale && (
          <Alert.Root status="warning" rounded="md" data-testid="company-stale">
            <Alert.Indicator />
            <Alert.Title>{t("toasts.stale")}</Alert.Title>
          </Alert.Root>
        )}
        <Section title={t("sections.profile")}>
          <Stack gap="4">
            <Field.Root>
              <Field.Label fontWeight="500">{t("fields.scope")}</Field.Label>
              <SegmentGroup.Root value={scope} onValueChange={(e) => setScope(e.value as Scope)} size="sm" data-testid="scope-switch">
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: "seller", label: t("options:companyScope.seller") },
                    { value: "buyer", label: t("options:companyScope.buyer") },
                  ]}
                />
              </SegmentGroup.Root>
              <Field.HelperText>{t("fields.scopeHelp")}</Field.HelperText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t("fields.name")} required {...register("name")} error={err("name")} data-testid="company-name" />
              <Field.Root>
                <Field.Label fontWeight="500">{t("fields.type")}</Field.Label>
                <SelectField {...register("type")} placeholder="—" options={companyTypes.map((v) => ({ value: v, label: t(`options:companyType.${v}`) }))} />
              </Field.Root>
              <FormField label={t("fields.website")} type="url" placeholder="https://…" {...register("website")} error={err("website")} />
              <FormField label={t("fields.logo")} type="url" placeholder="https://…" {...register("logo")} error={err("logo")} data-testid="company-logo" />
              <FormField label={t("fields.email")} type="email" {...register("email")} error={err("email")} />
              <FormField label={t("fields.phoneNumber")} type="tel" {...register("phoneNumber")} error={err("phoneNumber")} />
              <Field.Root invalid={!!err("applications")}>
                <Field.Label fontWeight="500">{t("fields.applications")}</Field.Label>
                <Controller
                  control={control}
                  name="applications"
                  render={({ field }) => (
                    <Stack gap="1.5" align="start">
                      <ApplicationsFilter
                        value={field.value}
                        onChange={field.onChange}
                        label={t("fields.applications")}
                        max={MAX_LIST_ITEMS}
                        testId="profile-applications"
                      />
                      {field.value.length > 0 && (
                        <Text fontSize="sm" color="fg.muted">
                          {field.value.map((v) => applicationLabel(tApps, v)).join(", ")}
                        </Text>
                      )}
                    </Stack>
                  )}
                />
                {err("applications") && <Field.ErrorText>{err("applications")}</Field.ErrorText>}
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!err("description")}>
              <Field.Label fontWeight="500">{t("fields.description")}</Field.Label>
              <Textarea rows={3} {...register("description")} />
              {err("description") && <Field.ErrorText>{err("description")}</Field.ErrorText>}
            </Field.Root>
            {isSuperAdmin && (
              <Flex gap="8" wrap="wrap" align="center" data-testid="company-staff-fields">
                <Field.Root w="auto">
                  <Field.Label fontWeight="500">{t("fields.score")}</Field.Label>
                  <Controller
                    control={control}
                    name="score"
                    render={({ field }) => (
                      <ScoreStars value={field.value} onChange={field.onChange} label={t("fields.score")} starLabel={(n) => t("fields.stars", { count: n })} />
                    )}
                  />
                </Field.Root>
                {scope === "buyer" && (
                  <Field.Root w="auto">
                    <Field.Label fontWeight="500">{t("fields.potential")}</Field.Label>
                    <SelectField
                      size="sm"
                      {...register("potential")}
                      data-testid="company-potential"
                      options={potentials.map((p) => ({ value: p, label: t(`potential.${p}`) }))}
                    />
                  </Field.Root>
                )}
                <Controller
                  control={control}
                  name="verified"
                  render={({ field }) => (
                    <Switch.Root colorPalette="brand" checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>{t("fields.verified")}</Switch.Label>
                    </Switch.Root>
                  )}
                />
              </Flex>
            )}
          </Stack>
        </Section>
        <Section title={t("sections.materials")}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField
              label={t("fields.materials")}
              helperText={t("fields.materialsHelp")}
              {...register("materials")}
              error={err("materials")}
              data-testid="company-materials"
            />
            {scope === "seller" && (
              <FormField
                label={t("fields.capacity")}
                inputMode="decimal"
                {...register("capacityAmount")}
                error={err("capacity.amount")}
                helperText={t("fields.capacityHelp")}
              />
            )}
          </SimpleGrid>
          {scope === "seller" && (
            <Controller
              control={control}
              name="materialSources"
              render={({ field }) => (
                <Fieldset.Root mt="4">
                  <Fieldset.Legend fontSize="sm" fontWeight="500">
                    {t("fields.materialSources")}
                  </Fieldset.Legend>
                  <CheckboxGroup value={field.value} onValueChange={field.onChange}>
                    <Flex gap="4" wrap="wrap">
                      {sources.map((s) => (
                        <CheckboxItem key={s} value={s} label={t(`options:source.${s}`)} />
                      ))}
                    </Flex>
                  </CheckboxGroup>
                </Fieldset.Root>
              )}
            />
          )}
        </Section>
        <Section title={t("sections.address")}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("fields.street")} {...register("street")} error={err("address.street")} />
            <FormField label={t("fields.city")} {...register("city")} error={err("address.city")} />
            <FormField label={t("fields.zip")} {...register("zip")} error={err("address.zip")} />
            <FormField label={t("fields.countryCode")} maxLength={2} placeholder="DE" {...register("countryCode")} error={err("address.countryCode")} />
            <FormField label={t("fields.vatNumber")} {...register("registrationNumber")} error={err("registrationNumber")} />
          </SimpleGrid>
        </Section>
        <Section title={t("sections.certificates")}>
          {scope === "seller" ? (
            <Controller
              control={control}
              name="certificates"
              render={({ field }) => (
                <CheckboxGroup value={field.value} onValueChange={field.onChange} aria-label={t("sections.certificates")}>
                  <Flex gap="4" wrap="wrap">
                    {companyCertificates.map((c) => (
                      <CheckboxItem key={c} value={c} label={t(`certificates.${c}`)} />
                    ))}
                  </Flex>
                </CheckboxGroup>
              )}
            />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t("certificatesSellerOnly")}
            </Text>
          )}
        </Section>
        <Section title={t("sections.documents")}>
          <Link asChild color="brand.fg" fontWeight="600">
            <RouterLink to={`/companies/${company.id}/documents`}>{t("documentsLink", { count: company.documents?.length ?? 0 })} →</RouterLink>
          </Link>
        </Section>
        <Flex justify="flex-end" position="sticky" bottom="0" py="3" bg="bg.subtle">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="company-save">
            {t("save")}
          </Button>
        </Flex>
        <Section title={t("sections.account")} testId="company-delete-section">
          <Text color="fg.muted" fontSize="sm" mb="4">
            {isSuperAdmin ? t("deleteHintAdmin") : t("deleteHintOwn")}
          </Text>
          <Button type="button" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="company-delete">
            {t("delete")}
          </Button>
        </Section>
        <ConfirmDialog
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={remove}
          busy={deleting}
          title={t("deleteConfirmTitle")}
          text={t("deleteConfirmText", { name: company.name })}
          confirmLabel={t("delete")}
          cancelLabel={t("cancel")}
          testId="company-delete"
        />
      </form>
    </Stack>
  );
}
