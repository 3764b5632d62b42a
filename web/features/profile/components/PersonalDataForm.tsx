import { Button, Flex, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ContactUpdate, type ContactAnswer } from "../../../../shared/schemas/contact";
import type * as z from "../../../../shared/schemas/zod";
import { CheckboxItem } from "../../../components/CheckboxItem";
import { FormField } from "../../../components/FormField";
import { LanguageField } from "../../../components/LanguageField";
import { notify } from "../../../components/toaster";
import { changeLanguage, toLanguage } from "../../../lib/i18n";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt";
import { useFormIssues } from "../../../lib/useFormIssues";
import { saveContact } from "../api";

type Values = z.input<typeof ContactUpdate>;
const text = (v: string | null | undefined) => v ?? "";

/** Personal data of a contact; e-mail is the login and read only. Failures keep what was typed. */
export function PersonalDataForm({ contact }: { contact: ContactAnswer }) {
  const { t, i18n } = useTranslation(["profile", "toastMessages"]);
  const form = useForm<Values, unknown, z.output<typeof ContactUpdate>>({
    resolver: zodResolver(ContactUpdate),
    defaultValues: {
      firstName: text(contact.firstName),
      lastName: text(contact.lastName),
      position: text(contact.position),
      phoneNumber: text(contact.phoneNumber),
      linkedIn: text(contact.linkedIn),
      language: text(contact.language) || "en",
      newsletter: contact.newsletter ?? false,
    },
  });
  const { register, handleSubmit, formState, control } = form;
  const issues = useFormIssues(form);
  const err = issues.fieldError;

  const onSubmit = handleSubmit((values) =>
    issues.attempt(async () => {
      await saveContact(contact.id, { ...values, version: contact.version });
      form.reset(form.getValues());
      // The profile's language is the app's language.
      const language = toLanguage(values.language);
      if (language && language !== toLanguage(i18n.language)) await changeLanguage(language);
      notify.success(t("toastMessages:userUpdated"));
    }, t("toastMessages:somethingWentWrong")),
  );

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate data-testid="profile-form">
        <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t("profile.firstName")} {...register("firstName")} error={err("firstName")} />
          <FormField label={t("profile.lastName")} {...register("lastName")} error={err("lastName")} />
          <FormField label={t("profile.email")} value={contact.email ?? ""} readOnly name="email" />
          <FormField label={t("profile.position")} {...register("position")} error={err("position")} />
          <FormField label={t("profile.phoneNumber")} type="tel" {...register("phoneNumber")} error={err("phoneNumber")} />
          <FormField label={t("profile.linkedIn")} type="url" placeholder="https://www.linkedin.com/in/…" {...register("linkedIn")} error={err("linkedIn")} />
          <LanguageField label={t("profile.language")} {...register("language")} />
        </SimpleGrid>
        <Controller
          control={control}
          name="newsletter"
          render={({ field }) => (
            <CheckboxItem label={t("profile.newsletter")} checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)} />
          )}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="profile-save">
            {t("profile.save")}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
