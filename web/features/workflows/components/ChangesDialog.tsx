import { Box, Button, CloseButton, Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useWorkflow } from "../api";

/**
 * "View details": a large dialog titled Changes with the pretty-printed workflow record, fetched
 * by id only while the dialog is open.
 */
export function ChangesDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation("workflows");
  const { data, error } = useWorkflow(id);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: "full", md: "xl" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="workflow-changes">
            <Dialog.Header>
              <Dialog.Title>{t("changes.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Text color="fg.error">{t("changes.loadFailed")}</Text>
              ) : !data ? (
                <Spinner color="brand.solid" aria-label={t("changes.loading")} />
              ) : (
                <Box
                  as="pre"
                  fontSize="xs"
                  bg="bg.subtle"
                  p="3"
                  rounded="md"
                  overflowX="auto"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  data-testid="workflow-record"
                  tabIndex={0}
                >
                  {JSON.stringify(data, null, 2)}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose}>
                {t("changes.close")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("changes.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
