import { Box, Button, CloseButton, Drawer, EmptyState, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { markAllRead, markRead, useNotifications } from "./api";
import { formatDay } from "../../lib/dates";
import { BellTrigger } from "./BellTrigger";
import { NotificationText } from "./NotificationText";

/**
 * Every signed-in user's match alerts bell: the badge counts unread alerts, the drawer lists the newest with
 * what matched; opening one marks it read. Its texts load without suspending the top bar.
 */
export function NotificationBell() {
  const { t, ready } = useTranslation("notifications", { useSuspense: false });
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  if (!ready) return null;
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  const label = unread ? t("bell.buttonUnread", { count: unread }) : t("bell.title");

  return (
    <Drawer.Root placement="end" size="sm" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <BellTrigger label={label} count={unread} palette="blue" testId="alerts" data={{ "data-unread": unread }} />
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="alerts-drawer">
            <Drawer.Header pe="12" flexWrap="wrap" gap="2">
              <Drawer.Title>{t("bell.title")}</Drawer.Title>
              {unread > 0 && (
                <Button size="xs" variant="outline" onClick={() => void markAllRead()} data-testid="alerts-read-all">
                  {t("bell.readAll")}
                </Button>
              )}
            </Drawer.Header>
            <Drawer.Body>
              {items.length === 0 ? (
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Title>{t("bell.empty")}</EmptyState.Title>
                    <EmptyState.Description>{t("bell.emptyHint")}</EmptyState.Description>
                  </EmptyState.Content>
                </EmptyState.Root>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                  {items.map((n) => (
                    <Box
                      as="li"
                      key={n.id}
                      borderWidth="1px"
                      borderStartWidth={n.read ? "1px" : "4px"}
                      borderStartColor={n.read ? undefined : "blue.solid"}
                      rounded="md"
                      p="3"
                      data-testid="alert-item"
                      data-read={n.read}
                    >
                      <NotificationText n={n} />
                      <Text fontSize="xs" color="fg.muted" mt="1">
                        {formatDay(n.createdDate)} {n.read ? "" : `· ${t("bell.unread")}`}
                      </Text>
                      {!n.read && (
                        <Button size="2xs" variant="ghost" mt="1" onClick={() => void markRead(n.id)}>
                          {t("bell.markRead")}
                        </Button>
                      )}
                    </Box>
                  ))}
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start">
              <Link asChild fontSize="sm">
                <RouterLink to="/notifications" onClick={() => setOpen(false)} data-testid="alerts-all-link">
                  {t("bell.allAndSettings")}
                </RouterLink>
              </Link>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("bell.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
