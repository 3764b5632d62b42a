import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** After a contact-us request: the AI is matching, results go to the inbox. */
export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("public");
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="thank-you-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("contact.thankYouTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("contact.thankYouText")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose} data-testid="thank-you-close">
                {t("contact.close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
