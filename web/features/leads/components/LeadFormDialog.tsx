import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldPath, type Resolver, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LeadInput } from "../../../../shared/schemas/lead";
import { FormDialog } from "../../../components/FormDialog";
import { notify } from "../../../components/toaster";
import { useFormIssues } from "../../../lib/useFormIssues";
import { createLead } from "../api";
import { emptyLeadForm, toLeadInput, type LeadFormValues } from "../formValues";
import { LeadBasicsFields, type LeadBasicsValues } from "./LeadBasicsFields";

/**
 * The New lead dialog: the shared lead fields (LeadBasicsFields.tsx) with the defaults
 * (material type abs, EUR, frequency month); target price a decimal, invalid → 0. The shared schema checks the form; the API's field issues land on the same
 * fields. "Lead has been created" / "Something went wrong". Loaded on first open.
 */
export default function LeadFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(["leads", "options", "units", "toastMessages"]);
  const resolver: Resolver<LeadFormValues> = (values, ctx, opts) => zodResolver(LeadInput)(toLeadInput(values) as never, ctx, opts as never) as never;
  const form = useForm<LeadFormValues>({ resolver, defaultValues: emptyLeadForm() });
  const { handleSubmit, formState, getValues } = form;
  const issues = useFormIssues(form);
  const err = (n: FieldPath<LeadFormValues>) => issues.fieldError(n);
  // The form holds exactly the shared fields (react-hook-form's types are invariant, hence the widening).
  const basics = form as unknown as UseFormReturn<LeadBasicsValues>;

  const submit = handleSubmit(() =>
    issues.attempt(async () => {
      await createLead(toLeadInput(getValues()));
      notify.success(t("leads:toast.created"));
      onClose();
    }, t("toastMessages:somethingWentWrong")),
  );

  return (
    <FormDialog
      title={t("form.newTitle")}
      testId="lead-form-dialog"
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting}
      errorText={Object.keys(formState.errors).length > 0 ? t("form.hasErrors") : undefined}
      submitLabel={t("form.create")}
      cancelLabel={t("form.cancel")}
      closeLabel={t("form.close")}
      submitTestId="lead-submit"
    >
      <Stack gap="5">
        <LeadBasicsFields form={basics} err={err as never} prefix="lead-" />
      </Stack>
    </FormDialog>
  );
}
