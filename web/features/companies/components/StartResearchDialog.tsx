import { Field, Spinner, Textarea } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { userNotes as userNotesSchema } from "../../../../shared/schemas/research";
import { FormDialog } from "../../../components/FormDialog";
import { notify } from "../../../components/toaster";
import { call } from "../../../lib/api";
import { invalidate } from "../../../lib/queryKeys";

interface Props {
  companyId: string;
  onClose: () => void;
}

/**
 * The Actions menu's 'Start research': optional notes,
 * Create. The research runs in the background; the researches tab shows it go from pending to completed. On a
 * failure the dialog stays open with what the user typed. Its texts are the research namespace's, loaded when
 * the dialog first opens (its own Suspense: the company page behind it never blinks).
 */
export function StartResearchDialog(props: Props) {
  return (
    <Suspense fallback={<Spinner position="fixed" top="50%" left="50%" aria-hidden="true" />}>
      <StartResearchForm {...props} />
    </Suspense>
  );
}

function StartResearchForm({ companyId, onClose }: Props) {
  const { t } = useTranslation("research");
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const trimmed = notes.trim();
  const invalid = trimmed !== "" && !userNotesSchema.safeParse(trimmed).success;

  async function create() {
    setBusy(true);
    try {
      await call("PUT /v2/companies/{id}/researches", { params: { id: companyId }, body: { companyId, ...(trimmed ? { userNotes: trimmed } : {}) } });
      void invalidate("GET /v2/companies/{id}/researches", { id: companyId });
      notify.success(t("toast.started"));
      onClose();
    } catch {
      notify.error(t("toast.startFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t("start.title")}
      testId="start-research-dialog"
      onClose={onClose}
      onSubmit={() => !invalid && void create()}
      busy={busy}
      submitLabel={t("start.create")}
      cancelLabel={t("start.cancel")}
      closeLabel={t("start.close")}
      submitDisabled={invalid}
      submitTestId="research-create"
      size={{ base: "full", sm: "md" }}
    >
      <Field.Root invalid={invalid}>
        <Field.Label>{t("start.notes")}</Field.Label>
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} placeholder={t("start.notesPlaceholder")} data-testid="research-notes" />
        <Field.HelperText>{t("start.notesHelp")}</Field.HelperText>
        {invalid && <Field.ErrorText>{t("start.notesTooLong")}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}
