import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lead, LeadUpdate } from "../../../../shared/schemas/lead";
import { notify } from "../../../components/toaster";
import { isStale, reloadLead, updateLead } from "./api";

/**
 * One field saved from the page (status, completion status, assignee, materials): POST /leads with the version
 * shown; a toast says it was saved, or "Something went wrong"; on 409 the page reloads the lead and says so, so
 * the user decides again on what is stored now.
 */
export function useLeadSave(lead: Lead) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const [busy, setBusy] = useState(false);
  const save = async (changes: Omit<LeadUpdate, "id" | "version">, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await updateLead(lead, changes);
      if (success) notify.success(success);
      return true;
    } catch (e) {
      if (isStale(e)) {
        await reloadLead(lead.id);
        notify.warning(t("detail.stale"));
      } else notify.error(t("toastMessages:somethingWentWrong"));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}
