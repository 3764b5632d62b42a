import { Badge, Box, CloseButton, Drawer, EmptyState, Flex, Link, Portal, Stack, Text, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { DealReminderAnswer } from "../../../shared/schemas/deal";
import { formatDay } from "../../lib/dates";
import { useApi } from "../../lib/queryKeys";
import { BellIcon } from "../../components/icons";
import { BellTrigger } from "./BellTrigger";
import { REMINDERS_QUERY } from "./remindersQuery";

/** Every user's match alerts bell, beside the staff reminders in the top bar. */
export { NotificationBell } from "./NotificationBell";

/** How often the bell asks again (reminders change by the day; a page load asks at once). */
const REFRESH_MS = 5 * 60_000;

/**
 * Super admins' bell: the badge counts reminders due now, the drawer lists
 * the reminders not yet past by due date, each with what it asks for and a link to its deal. Due-now ones
 * carry a "Due now" badge and a border, not colour alone. Kept light: it sits in the layout chunk, so it
 * reads the API directly (no deals feature code, no PDF or chart libraries).
 */
export function NotificationsDrawer() {
  const { t } = useTranslation("shell");
  const [open, setOpen] = useState(false);
  const { data } = useApi("GET /deal-reminders", { query: REMINDERS_QUERY }, { refreshInterval: REFRESH_MS, shouldRetryOnError: false });
  const items = data?.items ?? [];
  const due = data?.dueNow ?? 0;
  const label = due ? t("notifications.buttonDue", { count: due }) : t("notifications.title");

  return (
    <Drawer.Root placement="end" size="sm" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <BellTrigger label={label} count={due} palette="red" testId="notifications" data={{ "data-due": due }} />
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="notifications-drawer">
            <Drawer.Header pe="12" flexWrap="wrap">
              <Drawer.Title>{t("notifications.title")}</Drawer.Title>
              {due > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t("notifications.dueSummary", { count: due })}
                </Text>
              )}
            </Drawer.Header>
            <Drawer.Body>
              {items.length ? (
                <Stack as="ul" gap="3" listStyleType="none" data-testid="reminders">
                  {items.map((r) => (
                    <ReminderItem key={`${r.dealId}:${r.offset}`} r={r} onFollow={() => setOpen(false)} />
                  ))}
                </Stack>
              ) : (
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
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("notifications.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ReminderItem({ r, onFollow }: { r: DealReminderAnswer; onFollow: () => void }) {
  const { t } = useTranslation("shell");
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderStartWidth={r.dueNow ? "4px" : "1px"}
      borderStartColor={r.dueNow ? "orange.solid" : undefined}
      rounded="md"
      p="3"
      bg={r.dueNow ? "bg.subtle" : "bg"}
      data-testid="reminder"
      data-due={r.dueNow}
    >
      <Flex justify="space-between" align="center" gap="2" mb="1">
        <Link asChild fontWeight="600" color="fg" _hover={{ color: "brand.fg" }}>
          <RouterLink to={`/deals/${r.dealId}`} onClick={onFollow} data-testid="reminder-link">
            {r.transactionNumber}
          </RouterLink>
        </Link>
        {r.dueNow ? (
          <Badge colorPalette="red" variant="solid" data-testid="reminder-due">
            {t("notifications.dueNow")}
          </Badge>
        ) : (
          <Badge variant="outline">{t("notifications.upcoming")}</Badge>
        )}
      </Flex>
      <Text fontSize="sm">{t(`notifications.offset.${r.offset}`, { defaultValue: "" })}</Text>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t("notifications.dueOn", { date: formatDay(r.dueDate) })}
      </Text>
    </Box>
  );
}
