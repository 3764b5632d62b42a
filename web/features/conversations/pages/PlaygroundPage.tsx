import { Box, Button, Grid, Spinner, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { sendPlaygroundMessage, usePlaygroundConversation } from "../api";
import { ChatView, examplePrompts } from "../components/ChatView";
import { NeedPanel } from "../components/NeedPanel";

/**
 * /playground: the assistant's chat beside a panel of the need the engine
 * read from the text. The conversation's id is kept in ?id= so a reload keeps it; "New conversation" clears it.
 */
export default function PlaygroundPage() {
  const { t, i18n } = useTranslation("conversations");
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  const conversation = usePlaygroundConversation(id);
  useDocumentTitle(t("playground.title"));
  const missing = conversation.error instanceof ApiError && conversation.error.status === 404;

  const onSend = async (text: string) => {
    const newId = await sendPlaygroundMessage(missing ? undefined : conversation.data, text, i18n.resolvedLanguage);
    if (newId !== id) setParams({ id: newId }, { replace: true });
  };

  return (
    <Box>
      <PageHeader
        title={t("playground.title")}
        subtitle={t("playground.subtitle")}
        actions={
          id ? (
            <Button variant="outline" onClick={() => setParams({}, { replace: true })} data-testid="playground-new">
              {t("playground.new")}
            </Button>
          ) : undefined
        }
      />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 320px" }} gap="6" alignItems="start">
        <Box>
          {missing && (
            <Text mb="4" color="fg.muted" data-testid="conversation-not-found">
              {t("notFound.text")}
            </Text>
          )}
          {id && !conversation.data && !conversation.error ? (
            <Spinner aria-label={t("loading")} />
          ) : (
            <ChatView
              messages={missing ? [] : (conversation.data?.messages ?? [])}
              materials={missing ? [] : (conversation.data?.materials ?? [])}
              conversationId={undefined}
              onSend={onSend}
              examples={examplePrompts(t)}
              empty={<Text color="fg.muted">{t("playground.intro")}</Text>}
            />
          )}
        </Box>
        <NeedPanel need={missing ? null : (conversation.data?.need ?? null)} />
      </Grid>
    </Box>
  );
}
