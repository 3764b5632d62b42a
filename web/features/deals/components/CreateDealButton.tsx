import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Lead } from "../../../../shared/schemas/lead";
import { notify } from "../../../components/toaster";
import { createDeal } from "../api";

/** "Create deal" on a won lead's page: the deal takes the lead's company as buyer or seller, then opens. */
export function CreateDealButton({ lead }: { lead: Lead }) {
  const { t } = useTranslation(["deals", "toastMessages"]);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (lead.status !== "won" && lead.completionStatus !== "won") return null;

  const create = async () => {
    setBusy(true);
    try {
      const deal = await createDeal({ leadId: lead.id });
      notify.success(t("created"));
      void navigate(`/deals/${deal.id}`);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="brand" onClick={create} loading={busy} data-testid="create-deal-button">
      {t("createFromLead")}
    </Button>
  );
}
