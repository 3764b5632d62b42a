import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { EmailMessage } from "../../../../shared/schemas/email-message";
import { formatDateTime } from "../../../lib/dates";
import { safeHtml } from "../../../lib/safeHtml";

/** The right pane: subject, recipients, sent (or created) date, opened date, and the body sanitised again. */
export function MessagePane({ message }: { message: EmailMessage }) {
  const { t } = useTranslation("email");
  const html = useMemo(() => safeHtml(message.body), [message.body]);
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="xl"
      bg="bg"
      p={{ base: "4", md: "5" }}
      aria-labelledby="email-pane-subject"
      data-testid="email-pane"
      data-id={message.id}
    >
      <Stack gap="1" mb="4" pb="3" borderBottomWidth="1px">
        <Heading as="h3" size="md" id="email-pane-subject" data-testid="email-pane-subject">
          {message.subject}
        </Heading>
        <Text fontSize="sm" data-testid="email-pane-to">
          <Text as="span" color="fg.muted">
            {t("pane.to")}
          </Text>{" "}
          {message.to.map((r) => r.email).join(", ")}
        </Text>
        <Text fontSize="sm" data-testid="email-pane-date">
          <Text as="span" color="fg.muted">
            {t("pane.sent")}
          </Text>{" "}
          {formatDateTime(message.sentDate ?? message.createdDate)}
        </Text>
        {message.openedDate && (
          <Text fontSize="sm" data-testid="email-pane-opened">
            <Text as="span" color="fg.muted">
              {t("pane.opened")}
            </Text>{" "}
            {formatDateTime(message.openedDate)}
          </Text>
        )}
      </Stack>
      <Box
        data-testid="email-pane-body"
        overflowWrap="anywhere"
        css={{
          "& p": { my: "2" },
          "& h1": { fontSize: "xl", fontWeight: "700", my: "2" },
          "& h2": { fontSize: "lg", fontWeight: "600", my: "2" },
          "& ul": { pl: "6", listStyleType: "disc" },
          "& ol": { pl: "6", listStyleType: "decimal" },
          "& a": { color: "fg.info", textDecoration: "underline" },
          "& blockquote": { borderStartWidth: "3px", ps: "3", color: "fg.muted" },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
