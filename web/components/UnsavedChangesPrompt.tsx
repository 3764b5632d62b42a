import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./ConfirmDialog";

/**
 * Asks before leaving a form with unsaved changes for another screen: links, the sidebar and
 * Back are held until the user chooses Leave or Stay. Changes of the query string alone (paging) pass.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation("common");
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      title={t("unsaved.title")}
      text={t("unsaved.text")}
      confirmLabel={t("unsaved.leave")}
      cancelLabel={t("unsaved.stay")}
      testId="unsaved"
    />
  );
}
