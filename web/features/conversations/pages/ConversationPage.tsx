import { Box, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api";
import { sendMessage, useConversation } from "../api";
import { PublicLayout } from "../../../components/PublicLayout";
import { ChatView, examplePrompts } from "../components/ChatView";

/**
 * /assistant and /conversations/:id (ADR 0150): a public page. Without an
 * id an empty chat with a short intro and example prompts; the first message creates the conversation and
 * the address becomes /conversations/{id} (replace, so Back does not return to the empty chat). With an id
 * the conversation is loaded and re-read every 10 s while visible.
 */
export default function ConversationPage() {
  const { t, i18n } = useTranslation("conversations");
  const { id } = useParams();
  const navigate = useNavigate();
  const conversation = useConversation(id);
  const missing = conversation.error instanceof ApiError && conversation.error.status === 404;

  const onSend = async (text: string) => {
    const newId = await sendMessage(conversation.data, text, i18n.resolvedLanguage);
    if (!id) navigate(`/conversations/${newId}`, { replace: true });
  };

  let body: React.ReactNode;
  if (missing)
    body = (
      <Stack gap="3" align="flex-start" data-testid="conversation-not-found">
        <Heading as="h2" size="md">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.muted">{t("notFound.text")}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/assistant">{t("notFound.start")}</RouterLink>
        </Button>
      </Stack>
    );
  else if (id && !conversation.data && !conversation.error) body = <Spinner aria-label={t("loading")} />;
  else if (id && !conversation.data)
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{t("loadFailed")}</Text>
        <Button variant="outline" onClick={() => void conversation.mutate()}>
          {t("retry")}
        </Button>
      </Stack>
    );
  else
    body = (
      <ChatView
        messages={conversation.data?.messages ?? []}
        materials={conversation.data?.materials ?? []}
        conversationId={id}
        onSend={onSend}
        examples={id ? undefined : examplePrompts(t)}
        empty={
          <Box borderWidth="1px" rounded="xl" bg="bg" p="5" data-testid="assistant-intro">
            <Text>{t("intro")}</Text>
            <Text mt="3" fontSize="sm" color="fg.muted">
              {t("examplesTitle")}
            </Text>
          </Box>
        }
      />
    );

  return (
    <PublicLayout title={t("title")}>
      <Box maxW="4xl" mx="auto">
        <Heading as="h1" size="xl" mb="5">
          {t("title")}
        </Heading>
        {body}
      </Box>
    </PublicLayout>
  );
}
