import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MaterialMatch } from "../../../../shared/schemas/material-request";
import { NoteComposer, NoteList } from "../../../components/Notes";
import { notify } from "../../../components/toaster";
import { addMatchNote, useMatchNotes } from "../api";

/** A match's conversation (§2: notes with topic type MATERIAL_MATCH); the composer stays in view while the list scrolls. */
export default function MatchNotesDialog({ match, title, onClose }: { match: MaterialMatch; title: string; onClose: () => void }) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const { data, isLoading, error } = useMatchNotes(match.id);
  const send = async (content: string) => {
    try {
      await addMatchNote(match, content);
    } catch (e) {
      notify.error(t("toastMessages:error"));
      throw e;
    }
  };
  return (
    <Dialog.Root open size="md" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="match-notes-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("notes.title", { name: title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NoteList notes={data?.items ?? []} loading={isLoading} failed={error != null} texts={{ empty: t("notes.empty"), loadFailed: t("notes.loadFailed") }} testId="match-note" />
            </Dialog.Body>
            <Dialog.Footer>
              <NoteComposer onSend={send} texts={{ input: t("notes.new"), placeholder: t("notes.placeholder"), hint: t("notes.hint"), send: t("notes.send") }} testId="match-note" />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("notes.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
