import { CloseButton, Drawer, EmptyState, IconButton, Portal, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BellIcon } from "../../components/icons";

/** Super admins' notifications (deal reminders come with the back-office); for now an empty shell. */
export function NotificationsDrawer() {
  const { t } = useTranslation("shell");
  return (
    <Drawer.Root placement="end" size="sm">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label={t("notifications.title")} data-testid="notifications-button" color="fg.muted">
          <BellIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="notifications-drawer">
            <Drawer.Header>
              <Drawer.Title>{t("notifications.title")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <EmptyState.Root>
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <BellIcon boxSize="8" />
                  </EmptyState.Indicator>
                  <VStack textAlign="center">
                    <EmptyState.Title>{t("notifications.emptyTitle")}</EmptyState.Title>
                    <EmptyState.Description>{t("notifications.emptyText")}</EmptyState.Description>
                  </VStack>
                </EmptyState.Content>
              </EmptyState.Root>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
