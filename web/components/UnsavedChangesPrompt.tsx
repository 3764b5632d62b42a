import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Asks before leaving a form with unsaved changes for another screen (issue 7 §1): links, the sidebar and
 * Back are held until the user chooses Leave or Stay. Changes of the query string alone (paging) pass.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation("common");
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const open = blocker.state === "blocked";
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && blocker.reset?.()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unsaved-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("unsaved.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("unsaved.text")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
                {t("unsaved.stay")}
              </Button>
              <Button type="button" colorPalette="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
                {t("unsaved.leave")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
