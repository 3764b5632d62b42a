import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Note } from "../../../../shared/schemas/note";
import { NoteItem } from "../../../components/Notes";
import { notify } from "../../../components/toaster";
import { addCompanyNote } from "../api";

/** Internal notes: author and dd/MM/yyyy HH:mm per note, a multiline input; blank is not saved. */
export function NotesDialog({ companyId, notes, onClose }: { companyId: string; notes: Note[]; onClose: () => void }) {
  const { t } = useTranslation(["companies", "toastMessages"]);
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await addCompanyNote(companyId, text.trim());
      setText("");
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog.Root open size="lg" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notes-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("notes.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" mb="4" data-testid="notes-list">
                {notes.length === 0 && <Text color="fg.muted">{t("notes.empty")}</Text>}
                {notes.map((n) => (
                  <NoteItem key={n.id} note={n} variant="card" testId="note" />
                ))}
              </Stack>
              <Textarea
                rows={3}
                aria-label={t("notes.new")}
                placeholder={t("notes.new")}
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="note-input"
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t("notes.cancel")}
              </Button>
              <Button type="button" colorPalette="brand" disabled={!text.trim()} loading={saving} onClick={() => void save()} data-testid="note-save">
                {t("notes.save")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("notes.cancel")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
