import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MatchStatus, MaterialMatch } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { setMatchStatus } from "../api";
import { MATCH_STATUSES } from "../enums";
import { SelectField } from "../../../components/form/SelectField";

/** A match's status (open … withdrawn, any may be chosen); toasts the translated 'success' or 'error'. */
export function MatchStatusSelect({ match, label }: { match: MaterialMatch; label: string }) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const [shown, setShown] = useState<MatchStatus | null>(null);
  const change = async (status: MatchStatus) => {
    setShown(status);
    try {
      await setMatchStatus(match, status);
      notify.success(t("toastMessages:success"));
    } catch {
      notify.error(t("toastMessages:error"));
      setShown(null);
    }
  };
  return (
    <SelectField
      size="xs"
      width="auto"
      minW="150px"
      bg="bg"
      aria-label={label}
      value={shown ?? match.status}
      onValueChange={(status) => void (status && change(status))}
      data-testid="match-status"
      options={MATCH_STATUSES.map((s) => ({ value: s, label: t(`matchStatus.${s}`) }))}
    />
  );
}
