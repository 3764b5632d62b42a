import { NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MaterialRequestAnswer, RequestStatus } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { setRequestStatus } from "../api";
import { REQUEST_STATUSES } from "../enums";

/**
 * The list's status dropdown: any status may be chosen, by super admins only; others
 * see it disabled. Toasts the translated 'success' or 'error'; the row shows the saved status.
 */
export function StatusSelect({ request, canChange }: { request: MaterialRequestAnswer; canChange: boolean }) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const [pending, setPending] = useState<RequestStatus | null>(null);
  const change = async (status: RequestStatus) => {
    setPending(status);
    try {
      await setRequestStatus(request.id, status);
      notify.success(t("toastMessages:success"));
    } catch {
      notify.error(t("toastMessages:error"));
    } finally {
      setPending(null);
    }
  };
  return (
    <NativeSelect.Root size="xs" w="auto" minW="150px" disabled={!canChange || pending !== null}>
      <NativeSelect.Field
        bg="bg"
        aria-label={t("list.statusOf", { name: request.company?.name ?? request.description.slice(0, 40) })}
        value={pending ?? request.status}
        onChange={(e) => void change(e.target.value as RequestStatus)}
        data-testid="request-status"
      >
        {REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
