import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NoteComposer, NoteList } from "../../../components/Notes";
import { notify } from "../../../components/toaster";
import { addLeadNote, useLeadNotes } from "./api";

/** §9: the notes input grows up to 8 rows. */
const NOTE_MAX_ROWS = 8;

/** The lead's notes (§2 Lead detail: topic LEAD): Enter sends, Shift+Enter makes a newline, blank cannot be sent. */
export default function LeadNotesDialog({ leadId, title, onClose }: { leadId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const { data, isLoading, error } = useLeadNotes(leadId, true);
  const send = async (content: string) => {
    try {
      await addLeadNote(leadId, content);
    } catch (e) {
      notify.error(t("toastMessages:somethingWentWrong"));
      throw e;
    }
  };
  return (
    <Dialog.Root open size="md" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="lead-notes-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("detail.notes.title", { name: title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NoteList notes={data?.items ?? []} loading={isLoading} failed={error != null} texts={{ empty: t("detail.notes.empty"), loadFailed: t("detail.notes.loadFailed") }} testId="lead-note" />
            </Dialog.Body>
            <Dialog.Footer>
              <NoteComposer
                onSend={send}
                maxRows={NOTE_MAX_ROWS}
                texts={{ input: t("detail.notes.new"), placeholder: t("detail.notes.placeholder"), hint: t("detail.notes.hint"), send: t("detail.notes.send") }}
                testId="lead-note"
              />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("detail.notes.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
