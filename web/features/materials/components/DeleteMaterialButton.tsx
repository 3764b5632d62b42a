import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { notify } from "../../../components/toaster";
import { deleteMaterial } from "../api";

/** Delete needs confirmation. */
export function DeleteMaterialButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("products");
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteMaterial(id);
      notify.success(t("toasts.deleted"));
      navigate("/materials");
    } catch {
      notify.error(t("toasts.somethingWentWrong"));
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" variant="outline" colorPalette="red" onClick={() => setOpen(true)} data-testid="delete-material">
        {t("edit.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
        busy={busy}
        title={t("edit.deleteTitle")}
        text={t("edit.deleteText", { name })}
        confirmLabel={t("edit.delete")}
        cancelLabel={t("edit.cancel")}
        testId="delete"
      />
    </>
  );
}
