import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MaterialRequestAnswer, RequestStatus } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { setRequestStatus } from "../api";
import { REQUEST_STATUSES } from "../enums";
import { SelectField } from "../../../components/form/SelectField";

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
    <SelectField
      size="xs"
      width="auto"
      minW="150px"
      disabled={!canChange || pending !== null}
      bg="bg"
      aria-label={t("list.statusOf", { name: request.company?.name ?? request.description.slice(0, 40) })}
      value={pending ?? request.status}
      onValueChange={(status) => void (status && change(status))}
      data-testid="request-status"
      options={REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
    />
  );
}
