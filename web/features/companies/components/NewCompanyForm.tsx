import { Box, Button, Field, Flex, Heading, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CompanyInput } from "../../../../shared/schemas/company";
import { companyTypes } from "../../../../shared/schemas/enums";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { UnsavedChangesPrompt } from "../../../components/UnsavedChangesPrompt";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { createCompany, useDuplicates } from "../api";
import { duplicateQuery, EMPTY_NEW_COMPANY, toCompanyInput } from "../newCompanyValues";
import { DuplicateWarning } from "./DuplicateWarning";
import { SelectField } from "../../../components/form/SelectField";

/** Enter in company forms never submits; in the description it still starts a new line. */
export function preventEnterSubmit(e: KeyboardEvent<HTMLFormElement>) {
  const el = e.target as HTMLElement;
  if (e.key === "Enter" && el.tagName !== "TEXTAREA" && el.tagName !== "BUTTON") e.preventDefault();
}

/** Debounce of the possible-duplicate check while typing. */
const DUPLICATE_DEBOUNCE_MS = 500;

/** New company: name required; a failure keeps what was typed. */
export function NewCompanyForm() {
  const { t } = useTranslation(["companies", "options", "toastMessages"]);
  const navigate = useNavigate();
  // The shared schema validates what would be sent (one schema for the browser and the server); its paths are the form's.
  const { form, issues, err } = useSchemaForm({ toBody: toCompanyInput, schema: CompanyInput, defaultValues: EMPTY_NEW_COMPANY });
  const { register, handleSubmit, formState, watch } = form;
  const [name, website, registrationNumber] = watch(["name", "website", "registrationNumber"]);
  const dupQuery = useDebouncedValue(duplicateQuery({ name, website, registrationNumber }), DUPLICATE_DEBOUNCE_MS);
  const { data: duplicates } = useDuplicates(dupQuery);

  const onSubmit = handleSubmit((body) =>
    issues.attempt(async () => {
      const created = await createCompany(body);
      form.reset(form.getValues());
      notify.success(t("toasts.created", { name: created.name }));
      navigate(`/companies/${created.id}`);
    }, t("toastMessages:somethingWentWrong")),
  );

  return (
    <Stack asChild gap="6">
      <form onSubmit={onSubmit} onKeyDown={preventEnterSubmit} noValidate data-testid="new-company-form">
        <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
        {dupQuery && <DuplicateWarning items={duplicates?.items ?? []} />}
        <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }}>
          <Heading as="h2" size="md" mb="4">
            {t("form.profile")}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("fields.name")} required {...register("name")} error={err("name")} data-testid="input-name" />
            <Field.Root>
              <Field.Label fontWeight="500">{t("fields.type")}</Field.Label>
              <SelectField
                bg="bg"
                {...register("type")}
                data-testid="select-type"
                placeholder={t("form.notSet")}
                options={companyTypes.map((v) => ({ value: v, label: t(`options:companyType.${v}`) }))}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label fontWeight="500">{t("fields.scope")}</Field.Label>
              <SelectField
                bg="bg"
                {...register("scope")}
                data-testid="select-scope"
                placeholder={t("form.notSet")}
                options={[
                  { value: "buyer", label: t("options:companyScope.buyer") },
                  { value: "seller", label: t("options:companyScope.seller") },
                ]}
              />
            </Field.Root>
            <Field.Root invalid={!!err("score")}>
              <Field.Label fontWeight="500">{t("fields.score")}</Field.Label>
              <SelectField
                bg="bg"
                {...register("score")}
                data-testid="select-score"
                placeholder={t("form.notSet")}
                options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}/5` }))}
              />
              {err("score") && <Field.ErrorText>{err("score")}</Field.ErrorText>}
            </Field.Root>
            <FormField
              label={t("fields.website")}
              type="url"
              placeholder="https://…"
              {...register("website")}
              error={err("website")}
              data-testid="input-website"
            />
            <FormField
              label={t("fields.registrationNumber")}
              {...register("registrationNumber")}
              error={err("registrationNumber")}
              data-testid="input-registrationNumber"
            />
            <FormField label={t("fields.email")} type="email" {...register("email")} error={err("email")} data-testid="input-email" />
            <FormField label={t("fields.phoneNumber")} type="tel" {...register("phoneNumber")} error={err("phoneNumber")} />
          </SimpleGrid>
          <Field.Root mt="4" invalid={!!err("description")}>
            <Field.Label fontWeight="500">{t("fields.description")}</Field.Label>
            <Textarea bg="bg" rows={3} {...register("description")} />
            {err("description") && <Field.ErrorText>{err("description")}</Field.ErrorText>}
          </Field.Root>
        </Box>
        <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }}>
          <Heading as="h2" size="md" mb="4">
            {t("form.address")}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t("fields.address.street")} {...register("address.street")} error={err("address.street")} />
            <FormField label={t("fields.address.zip")} {...register("address.zip")} error={err("address.zip")} />
            <FormField label={t("fields.address.city")} {...register("address.city")} error={err("address.city")} />
            <FormField
              label={t("fields.address.countryCode")}
              placeholder="DE"
              maxLength={2}
              helperText={t("form.countryHelp")}
              {...register("address.countryCode")}
              error={err("address.countryCode")}
              data-testid="input-countryCode"
            />
          </SimpleGrid>
        </Box>
        <Flex justify="flex-end" gap="2">
          <Button type="button" variant="ghost" onClick={() => navigate(-1)}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} data-testid="new-company-submit">
            {t("form.create")}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
