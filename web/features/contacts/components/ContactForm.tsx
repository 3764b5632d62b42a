import { Alert, Button, Flex, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ContactUpdate, type ContactAnswer } from "../../../../shared/schemas/contact";
import type * as z from "../../../../shared/schemas/zod";
import { CheckboxItem } from "../../../components/CheckboxItem";
import { FormField } from "../../../components/FormField";
import { LanguageField } from "../../../components/LanguageField";
import { notify } from "../../../components/toaster";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt";
import { useFormIssues } from "../../../lib/useFormIssues";
import { isStale, updateContact } from "../api";

type Values = z.input<typeof ContactUpdate>;
const text = (v: string | null | undefined) => v ?? "";
const valuesOf = (c: ContactAnswer): Values => ({
  firstName: text(c.firstName),
  lastName: text(c.lastName),
  position: text(c.position),
  phoneNumber: text(c.phoneNumber),
  linkedIn: text(c.linkedIn),
  language: text(c.language),
  newsletter: c.newsletter ?? false,
});

/**
 * A contact's personal data; the e-mail is the login and read only. 'User
 * updated' on save; a stale version (someone saved meanwhile, 409) says so and keeps what was typed.
 */
export function ContactForm({ contact }: { contact: ContactAnswer }) {
  const { t } = useTranslation(["contacts", "toastMessages"]);
  const form = useForm<Values, unknown, z.output<typeof ContactUpdate>>({ resolver: zodResolver(ContactUpdate), defaultValues: valuesOf(contact) });
  const { register, handleSubmit, formState, control } = form;
  const issues = useFormIssues(form);
  const err = issues.fieldError;
  const [stale, setStale] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setStale(false);
    try {
      const saved = await updateContact(contact.id, { ...values, version: contact.version });
      form.reset(valuesOf(saved));
      notify.success(t("toastMessages:userUpdated"));
    } catch (e) {
      if (isStale(e)) setStale(true);
      else issues.applyApiError(e);
      notify.error(t(isStale(e) ? "toasts.stale" : "toastMessages:somethingWentWrong"));
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate data-testid="contact-form">
        <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
        {stale && (
          <Alert.Root status="warning" rounded="md" data-testid="contact-stale">
            <Alert.Indicator />
            <Alert.Title>{t("toasts.stale")}</Alert.Title>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("fields.firstName")} {...register("firstName")} error={err("firstName")} data-testid="contact-firstName" />
          <FormField label={t("fields.lastName")} {...register("lastName")} error={err("lastName")} data-testid="contact-lastName" />
          <FormField label={t("fields.email")} value={contact.email ?? ""} readOnly name="email" helperText={t("detail.emailReadOnly")} />
          <FormField label={t("fields.position")} {...register("position")} error={err("position")} />
          <FormField label={t("fields.phoneNumber")} type="tel" {...register("phoneNumber")} error={err("phoneNumber")} />
          <FormField label={t("fields.linkedIn")} type="url" placeholder="https://www.linkedin.com/in/…" {...register("linkedIn")} error={err("linkedIn")} />
          <LanguageField label={t("fields.language")} allowEmpty {...register("language")} />
        </SimpleGrid>
        <Controller
          control={control}
          name="newsletter"
          render={({ field }) => (
            <CheckboxItem label={t("fields.newsletter")} checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)} />
          )}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="contact-save">
            {t("detail.save")}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
