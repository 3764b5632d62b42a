import { Box, Button, Heading, HStack, RadioGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { matchAlertModes, type MatchAlertMode } from "../../../../shared/schemas/notification";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { formatDateTime } from "../../../lib/dates";
import { markAllRead, markRead, saveSettings, useNotifications, useNotificationSettings } from "../api";
import { NotificationText } from "../NotificationText";

/** The mail settings: instant, a daily digest, or none (the bell only). */
function Settings() {
  const { t } = useTranslation("notifications");
  const { data } = useNotificationSettings();
  const [saving, setSaving] = useState(false);
  if (!data) return <Skeleton h="24" />;
  async function choose(mode: MatchAlertMode) {
    setSaving(true);
    try {
      await saveSettings(mode);
      notify.success(t("settings.saved"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Box as="section" aria-labelledby="alert-settings" bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }} data-testid="alert-settings">
      <Heading id="alert-settings" size="md">
        {t("settings.title")}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t("settings.subtitle")}
      </Text>
      <RadioGroup.Root value={data.matchAlerts} disabled={saving} onValueChange={(e) => e.value && void choose(e.value as MatchAlertMode)}>
        <Stack gap="3">
          {matchAlertModes.map((mode) => (
            <RadioGroup.Item key={mode} value={mode} data-testid={`alert-mode-${mode}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Text fontWeight="medium">{t(`settings.${mode}`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`settings.${mode}Hint`)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
}

/** /notifications: every match alert of the user, newest first, and their mail settings. */
export default function NotificationsPage() {
  const { t } = useTranslation("notifications");
  const { data } = useNotifications(100);
  const items = data?.items ?? [];
  return (
    <Stack gap="6" maxW="960px">
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.subtitle")}
        actions={
          (data?.unread ?? 0) > 0 && (
            <Button variant="outline" onClick={() => void markAllRead()}>
              {t("bell.readAll")}
            </Button>
          )
        }
      />
      <Settings />
      <Box as="section" aria-labelledby="alert-list" bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "7" }}>
        <Heading id="alert-list" size="md" mb="4">
          {t("page.listTitle")}
        </Heading>
        {!data ? (
          <Skeleton h="24" />
        ) : items.length === 0 ? (
          <Text color="fg.muted">{t("bell.emptyHint")}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {items.map((n) => (
              <HStack as="li" key={n.id} justify="space-between" borderBottomWidth="1px" pb="3" gap="3" flexWrap="wrap" data-testid="alert-row">
                <Box minW="0">
                  <NotificationText n={n} />
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(n.createdDate)} {n.read ? "" : `· ${t("bell.unread")}`}
                  </Text>
                </Box>
                {!n.read && (
                  <Button size="xs" variant="ghost" onClick={() => void markRead(n.id)}>
                    {t("bell.markRead")}
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
