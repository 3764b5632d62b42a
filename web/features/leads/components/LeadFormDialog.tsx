import { Stack } from "@chakra-ui/react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LeadInput } from "../../../../shared/schemas/lead";
import { SchemaFormDialog } from "../../../components/form/SchemaFormDialog";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { notify } from "../../../components/toaster";
import { createLead } from "../api";
import { emptyLeadForm, toLeadInput } from "../formValues";
import { LeadBasicsFields, type LeadBasicsValues } from "./LeadBasicsFields";

/**
 * The New lead dialog: the shared lead fields (LeadBasicsFields.tsx) with the defaults
 * (material type abs, EUR, frequency month); target price a decimal, invalid → 0. The shared schema checks the form; the API's field issues land on the same
 * fields. "Lead has been created" / "Something went wrong". Loaded on first open.
 */
export default function LeadFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["leads", "options", "units", "toastMessages"]);
  const { form, issues } = useSchemaForm({ toBody: toLeadInput, schema: LeadInput, defaultValues: emptyLeadForm() });
  // The form holds exactly the shared fields (react-hook-form's types are invariant, hence the widening).
  const basics = form as unknown as UseFormReturn<LeadBasicsValues>;

  const submit = (body: LeadInput) =>
    issues.attempt(async () => {
      await createLead(body);
      notify.success(t("leads:toast.created"));
      onClose();
    }, t("toastMessages:somethingWentWrong"));

  return (
    <SchemaFormDialog
      form={form}
      onSubmit={submit}
      errorText={t("form.hasErrors")}
      dialog={{
        title: t("form.newTitle"),
        testId: "lead-form-dialog",
        onClose,
        submitLabel: t("form.create"),
        cancelLabel: t("form.cancel"),
        closeLabel: t("form.close"),
        submitTestId: "lead-submit",
      }}
    >
      <Stack gap="5">
        <LeadBasicsFields form={basics} prefix="lead-" />
      </Stack>
    </SchemaFormDialog>
  );
}
