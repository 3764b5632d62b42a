import { useTranslation } from "react-i18next";
import type { Note } from "../../../../shared/schemas/note";
import { NotesDialog } from "../../../components/NotesDialog";
import { notify } from "../../../components/toaster";
import { addCompanyNote } from "../api";

/** The company's internal notes, in the dialog lead and match notes use; blank is not saved. */
export function CompanyNotesDialog({
  companyId,
  notes,
  loading,
  failed,
  onClose,
}: {
  companyId: string;
  notes: Note[];
  loading: boolean;
  failed: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["companies", "toastMessages"]);
  const send = async (content: string) => {
    try {
      await addCompanyNote(companyId, content);
    } catch (e) {
      notify.error(t("toastMessages:somethingWentWrong"));
      throw e;
    }
  };
  const n = (k: string) => t(`notes.${k}`);
  return (
    <NotesDialog
      notes={notes}
      loading={loading}
      failed={failed}
      onSend={send}
      onClose={onClose}
      texts={{
        title: n("title"),
        empty: n("empty"),
        loadFailed: n("loadFailed"),
        input: n("new"),
        placeholder: n("new"),
        hint: n("hint"),
        send: n("save"),
        close: n("cancel"),
      }}
      testId="note"
    />
  );
}
