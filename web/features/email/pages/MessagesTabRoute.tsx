import { Box, Button, EmptyState, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOutletContext } from "react-router";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useEmailMessages } from "../api";
import { ComposeView } from "../components/ComposeView";
import { MailClosedIcon } from "../components/icons";
import { MessageList } from "../components/MessageList";
import { MessagePane } from "../components/MessagePane";

/** The company page's outlet (read by shape: this feature does not import the companies feature). */
interface CompanyOutlet {
  company: { id: string; name: string };
}

/**
 * The company's Messages tab (ADR 0151): no messages → "No messages"
 * and Compose; otherwise "Emails", Compose, the list (25%) and the selected message (75%), stacked on a phone.
 * Compose replaces them until the message is sent (then the list, the new message selected) or cancelled.
 * A page holds the newest 50; Older and Newer walk the pages (the trail in the URL keeps the page on reload).
 */
export default function MessagesTabRoute() {
  const { company } = useOutletContext<CompanyOutlet>();
  const { t } = useTranslation("email");
  const trail = useCursorTrail();
  const { data, error } = useEmailMessages(company.id, trail.cursor);
  const [composing, setComposing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = data?.items ?? [];
  const selected = items.find((m) => m.id === selectedId) ?? items[0] ?? null;

  if (composing)
    return (
      <ComposeView
        companyId={company.id}
        onCancel={() => setComposing(false)}
        onSent={(m) => {
          // The new message is the newest: back to the first page, with it selected.
          trail.reset();
          setSelectedId(m.id);
          setComposing(false);
        }}
      />
    );

  const compose = (
    <Button colorPalette="brand" size="sm" onClick={() => setComposing(true)} data-testid="email-compose">
      {t("composeButton")}
    </Button>
  );

  if (error) return <Text color="fg.error">{t("loadFailed")}</Text>;
  if (!data) return <Spinner aria-label={t("loading")} />;
  if (!items.length)
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="email-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <MailClosedIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>{t("empty")}</EmptyState.Title>
          {compose}
        </EmptyState.Content>
      </EmptyState.Root>
    );

  return (
    <Stack gap="4" data-testid="email-tab">
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h2" size="md">
          {t("title")}
        </Heading>
        {compose}
      </Flex>
      <Flex direction={{ base: "column", md: "row" }} gap="4" align="flex-start">
        <Box w={{ base: "full", md: "25%" }} flexShrink={0} minW="0">
          <MessageList items={items} selectedId={selected?.id ?? null} onSelect={setSelectedId} />
          {(!trail.isFirst || data.cursor) && (
            <Flex justify="space-between" mt="2" gap="2">
              <Button size="xs" variant="outline" disabled={trail.isFirst} onClick={trail.previous} data-testid="email-newer">
                {t("newer")}
              </Button>
              <Button size="xs" variant="outline" disabled={!data.cursor} onClick={() => trail.next(data.cursor)} data-testid="email-older">
                {t("older")}
              </Button>
            </Flex>
          )}
        </Box>
        <Box w={{ base: "full", md: "75%" }} minW="0">
          {selected && <MessagePane message={selected} />}
        </Box>
      </Flex>
    </Stack>
  );
}
