import { useTranslation } from "react-i18next";
import type { MaterialMatch } from "../../../../shared/schemas/material-request";
import { NotesDialog } from "../../../components/NotesDialog";
import { notify } from "../../../components/toaster";
import { addMatchNote, useMatchNotes } from "../api";

/** A match's conversation (notes with topic type MATERIAL_MATCH); the composer stays in view while the list scrolls. */
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
  const n = (k: string) => t(`notes.${k}`);
  return (
    <NotesDialog
      notes={data?.items ?? []}
      loading={isLoading}
      failed={error != null}
      onSend={send}
      onClose={onClose}
      texts={{
        title: t("notes.title", { name: title }),
        empty: n("empty"),
        loadFailed: n("loadFailed"),
        input: n("new"),
        placeholder: n("placeholder"),
        hint: n("hint"),
        send: n("send"),
        close: n("close"),
      }}
      testId="match-note"
    />
  );
}
