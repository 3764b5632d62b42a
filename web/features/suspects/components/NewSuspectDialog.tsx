import { Field, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SuspectInput } from "../../../../shared/schemas/suspect";
import * as z from "../../../../shared/schemas/zod";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { useFormIssues } from "../../../lib/useFormIssues";
import { createSuspect } from "../api";

/** The form's values: notes may be left blank here (sent as absent; the API wants them non-empty when given). */
const FormValues = z.object({ name: SuspectInput.shape.name, userNotes: z.string().check(z.maxLength(2000)) });
type Values = z.input<typeof FormValues>;

/**
 * 'New research': a name (required) and optional notes create
 * a suspect, whose company is matched or created and researched by the server. On failure the dialog stays
 * open with what was typed.
 */
export function NewSuspectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("suspects");
  const form = useForm<Values, unknown, z.output<typeof FormValues>>({ resolver: zodResolver(FormValues), defaultValues: { name: "", userNotes: "" } });
  const { register, handleSubmit, formState } = form;
  const issues = useFormIssues(form);
  const submit = handleSubmit(({ name, userNotes }) =>
    issues.attempt(async () => {
      await createSuspect({ name, userNotes: userNotes.trim() || undefined });
      notify.success(t("created"));
      onClose();
    }, t("createFailed")),
  );
  return (
    <FormDialog
      title={t("dialog.title")}
      testId="new-suspect-dialog"
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting}
      submitLabel={t("dialog.create")}
      cancelLabel={t("dialog.cancel")}
      closeLabel={t("dialog.cancel")}
      submitTestId="suspect-create"
      size={{ base: "full", sm: "md" }}
    >
      <Stack gap="4">
        <FormField label={t("fields.name")} required autoFocus {...register("name")} error={issues.fieldError("name")} data-testid="suspect-name" />
        <Field.Root invalid={!!issues.fieldError("userNotes")}>
          <Field.Label fontWeight="500">{t("fields.userNotes")}</Field.Label>
          <Textarea rows={4} {...register("userNotes")} data-testid="suspect-notes" />
          <Field.HelperText>{t("dialog.notesHelp")}</Field.HelperText>
          {issues.fieldError("userNotes") && <Field.ErrorText>{issues.fieldError("userNotes")}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
