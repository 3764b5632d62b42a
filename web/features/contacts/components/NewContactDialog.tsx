import { Alert, Field, Input, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ContactCreate } from "../../../../shared/schemas/contact";
import type * as z from "../../../../shared/schemas/zod";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { useFormIssues } from "../../../lib/useFormIssues";
import { createContact, useCompanySearch, useEmailDuplicates } from "../api";
import { SelectField } from "../../../components/form/SelectField";

type Values = z.input<typeof ContactCreate>;

/** Search companies by name and pick one (the contact's company). */
function CompanyPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation("contacts");
  const [q, setQ] = useState("");
  const { data, isLoading } = useCompanySearch(useDebouncedValue(q.trim(), 300));
  const items = data?.items ?? [];
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label fontWeight="500">{t("new.companySearch")}</Field.Label>
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t("new.companySearchPlaceholder")} data-testid="company-search" />
      </Field.Root>
      <Field.Root invalid={!!error} required>
        <Field.Label fontWeight="500">
          {t("fields.company")}
          <Field.RequiredIndicator />
        </Field.Label>
        <SelectField
          value={value}
          onValueChange={onChange}
          data-testid="company-select"
          placeholder={isLoading ? t("common:loading") : items.length ? t("new.chooseCompany") : t("new.noCompanies")}
          options={items.map((c) => ({ value: c.id, label: `${c.name}${c.countryCode ? ` (${c.countryCode})` : ""}` }))}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}

/** Contacts already using the typed e-mail, shown before saving with links to them. */
function DuplicateWarning({ email }: { email: string }) {
  const { t } = useTranslation("contacts");
  const { data } = useEmailDuplicates(useDebouncedValue(email.trim(), 400));
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <Alert.Root status="warning" rounded="md" data-testid="contact-duplicate">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("new.duplicate")}</Alert.Title>
        <Alert.Description>
          {items.map((d, i) => (
            <span key={d.id}>
              {i > 0 && ", "}
              <Link asChild color="fg" textDecoration="underline">
                <RouterLink to={`/contacts/${d.id}`}>{d.name || t("common:noName")}</RouterLink>
              </Link>
            </span>
          ))}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * New contact: names, e-mail, position, phone, LinkedIn and the company.
 * Success 'Contact has been created'; failure 'Something went wrong' with the API's field issues on the fields.
 */
export default function NewContactDialog({ onClose, onCreated }: { onClose: () => void; onCreated?: (id: string) => void }) {
  const { t } = useTranslation(["contacts", "toastMessages"]);
  const form = useForm<Values, unknown, z.output<typeof ContactCreate>>({
    resolver: zodResolver(ContactCreate),
    defaultValues: { firstName: "", lastName: "", email: "", position: "", phoneNumber: "", linkedIn: "", companyId: "" },
  });
  const { register, handleSubmit, formState, watch, setValue } = form;
  const issues = useFormIssues(form);
  const err = issues.fieldError;
  const submit = handleSubmit((values) =>
    issues.attempt(async () => {
      const created = await createContact(values);
      notify.success(t("toasts.created"));
      onCreated?.(created.id);
      onClose();
    }, t("toastMessages:somethingWentWrong")),
  );

  return (
    <FormDialog
      title={t("new.title")}
      testId="new-contact-dialog"
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting}
      submitLabel={t("new.create")}
      cancelLabel={t("new.cancel")}
      closeLabel={t("filters.close")}
      submitTestId="contact-create"
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("fields.firstName")} {...register("firstName")} error={err("firstName")} data-testid="contact-firstName" />
          <FormField label={t("fields.lastName")} {...register("lastName")} error={err("lastName")} data-testid="contact-lastName" />
          <FormField label={t("fields.email")} type="email" {...register("email")} error={err("email")} data-testid="contact-email" />
          <FormField label={t("fields.position")} {...register("position")} error={err("position")} />
          <FormField label={t("fields.phoneNumber")} type="tel" {...register("phoneNumber")} error={err("phoneNumber")} />
          <FormField label={t("fields.linkedIn")} type="url" placeholder="https://www.linkedin.com/in/…" {...register("linkedIn")} error={err("linkedIn")} />
        </SimpleGrid>
        <DuplicateWarning email={String(watch("email") ?? "")} />
        <CompanyPicker
          value={String(watch("companyId") ?? "")}
          onChange={(id) => setValue("companyId", id, { shouldValidate: formState.isSubmitted })}
          error={err("companyId") && t("new.companyRequired")}
        />
      </Stack>
    </FormDialog>
  );
}
