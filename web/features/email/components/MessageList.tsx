import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { htmlToText } from "../../../../shared/rules/html-allow-list";
import type { EmailMessage } from "../../../../shared/schemas/email-message";
import { formatDateTime } from "../../../lib/dates";
import { MailClosedIcon, MailOpenIcon } from "./icons";
import { safeHtml } from "../../../lib/safeHtml";

/** The left column: newest first; subject, date, opened or not, and the body's first two lines as text. */
export function MessageList({ items, selectedId, onSelect }: { items: EmailMessage[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation("email");
  return (
    <Box as="ul" listStyleType="none" borderWidth="1px" rounded="xl" bg="bg" overflow="hidden" aria-label={t("listLabel")} data-testid="email-list">
      {items.map((m) => {
        const selected = m.id === selectedId;
        const opened = m.openedDate !== null;
        return (
          <Box as="li" key={m.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <chakra.button
              type="button"
              w="full"
              textAlign="start"
              px="3"
              py="2.5"
              bg={selected ? "bg.emphasized" : "transparent"}
              _hover={{ bg: selected ? "bg.emphasized" : "bg.muted" }}
              _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "-2px" }}
              aria-current={selected ? "true" : undefined}
              data-testid="email-item"
              data-id={m.id}
              data-opened={opened}
              onClick={() => onSelect(m.id)}
            >
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight={opened ? "500" : "700"} truncate>
                  {m.subject}
                </Text>
                <Box
                  color={opened ? "fg.muted" : "fg.info"}
                  flexShrink={0}
                  role="img"
                  aria-label={opened ? t("opened") : t("unopened")}
                  title={opened ? t("opened") : t("unopened")}
                  data-testid="email-opened-icon"
                >
                  {opened ? <MailOpenIcon /> : <MailClosedIcon />}
                </Box>
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(m.sentDate ?? m.createdDate)}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2} data-testid="email-preview">
                {htmlToText(safeHtml(m.body))}
              </Text>
            </chakra.button>
          </Box>
        );
      })}
    </Box>
  );
}
