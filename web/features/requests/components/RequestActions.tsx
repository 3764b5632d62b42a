import { Flex, IconButton, Link } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { notify } from "../../../components/toaster";
import { deleteRequest } from "../api";

const PencilIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </svg>
);

/** A row's actions: edit and open detail for super admins, delete (with confirmation) for everyone. */
export function RequestActions({
  request,
  isSuperAdmin,
  onEdit,
}: {
  request: MaterialRequestAnswer;
  isSuperAdmin: boolean;
  onEdit: (r: MaterialRequestAnswer) => void;
}) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteRequest(request.id);
      notify.success(t("toastMessages:success"));
      setConfirming(false);
    } catch {
      notify.error(t("toastMessages:error"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="1" align="center">
      {isSuperAdmin && (
        <>
          <Link asChild fontSize="sm" fontWeight="500" color="brand.fg" me="1">
            <RouterLink to={`/material-requests/${request.id}`} data-testid="request-open">
              {t("actions.open")}
            </RouterLink>
          </Link>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t("actions.edit")}
            title={t("actions.edit")}
            onClick={() => onEdit(request)}
            data-testid="request-edit"
          >
            <PencilIcon />
          </IconButton>
        </>
      )}
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t("actions.delete")}
        title={t("actions.delete")}
        onClick={() => setConfirming(true)}
        data-testid="request-delete"
      >
        <TrashIcon />
      </IconButton>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        busy={busy}
        title={t("delete.title")}
        text={t("delete.text")}
        confirmLabel={t("delete.confirm")}
        cancelLabel={t("delete.cancel")}
        testId="delete-request"
      />
    </Flex>
  );
}
