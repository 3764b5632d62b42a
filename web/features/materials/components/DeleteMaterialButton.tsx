import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../components/toaster";
import { deleteMaterial } from "../api";

/** Delete needs confirmation (marketplace.md §4). */
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
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" data-testid="delete-material">
          {t("edit.delete")}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("edit.deleteTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("edit.deleteText", { name })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">{t("edit.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={confirm} data-testid="delete-confirm">
                {t("edit.delete")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
