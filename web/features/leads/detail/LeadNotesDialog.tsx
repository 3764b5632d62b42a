import { useTranslation } from "react-i18next";
import { NotesDialog } from "../../../components/NotesDialog";
import { notify } from "../../../components/toaster";
import { addLeadNote, useLeadNotes } from "./api";

/** The notes input grows up to 8 rows. */
const NOTE_MAX_ROWS = 8;

/** The lead's notes (notes with topic LEAD): Enter sends, Shift+Enter makes a newline, blank cannot be sent. */
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
  const n = (k: string) => t(`detail.notes.${k}`);
  return (
    <NotesDialog
      notes={data?.items ?? []}
      loading={isLoading}
      failed={error != null}
      onSend={send}
      onClose={onClose}
      maxRows={NOTE_MAX_ROWS}
      texts={{
        title: t("detail.notes.title", { name: title }),
        empty: n("empty"),
        loadFailed: n("loadFailed"),
        input: n("new"),
        placeholder: n("placeholder"),
        hint: n("hint"),
        send: n("send"),
        close: n("close"),
      }}
      testId="lead-note"
    />
  );
}
