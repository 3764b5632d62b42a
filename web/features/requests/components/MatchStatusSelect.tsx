import { NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MatchStatus, MaterialMatch } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { setMatchStatus } from "../api";
import { MATCH_STATUSES } from "../enums";

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
    <NativeSelect.Root size="xs" w="auto" minW="150px">
      <NativeSelect.Field bg="bg" aria-label={label} value={shown ?? match.status} onChange={(e) => void change(e.target.value as MatchStatus)} data-testid="match-status">
        {MATCH_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`matchStatus.${s}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
