import { Box, Button, Flex, Stack, Text, Textarea, Wrap } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ConversationMessage } from "../../../../shared/schemas/conversation";
import type { PublicMaterialListItem } from "../../../../shared/schemas/material";
import { InterestDialog } from "../../../components/InterestDialog";
import { notify } from "../../../components/toaster";
import { formatDateTime } from "../../../lib/dates";
import { MaterialCard } from "./MaterialCard";

export interface ChatViewProps {
  messages: ConversationMessage[];
  materials: PublicMaterialListItem[];
  conversationId?: string;
  /** Sends the text; resolves when the reply is shown. A rejection keeps the text in the composer. */
  onSend: (text: string) => Promise<void>;
  /** Shown above the composer when there are no messages yet (the intro and example prompts). */
  empty?: React.ReactNode;
  /** Example prompts: a click puts one in the composer. */
  examples?: string[];
}

const EXAMPLE_KEYS = ["hdpe", "pp", "pet"] as const;
export const examplePrompts = (t: (k: string) => string) => EXAMPLE_KEYS.map((k) => t(`examples.${k}`));

/**
 * The chat shared by the assistant page and the playground: messages (the visitor's on the right, the
 * assistant's on the left, dated dd/MM/yyyy HH:mm), each reply's recommended materials as cards with
 * "I'm interested", and the composer (Enter sends, Shift+Enter is a new line; disabled while sending; the
 * text stays when sending fails).
 */
export function ChatView({ messages, materials, conversationId, onSend, empty, examples }: ChatViewProps) {
  const { t } = useTranslation(["conversations", "toastMessages"]);
  const [text, setText] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [interest, setInterest] = useState<PublicMaterialListItem | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const byId = new Map(materials.map((m) => [m.id, m]));

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pending]);

  const send = async () => {
    const content = text.trim();
    if (!content || pending !== null) return;
    setPending(content);
    try {
      await onSend(content);
      setText("");
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setPending(null);
      input.current?.focus();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Stack gap="4" w="full">
      <Stack gap="4" role="log" aria-label={t("messagesLabel")} aria-live="polite" data-testid="chat-messages">
        {messages.length === 0 && pending === null && empty}
        {messages.map((m) => (
          <Stack key={m.id} gap="2" align={m.createdBy === "user" ? "flex-end" : "flex-start"} data-testid={`message-${m.createdBy}`}>
            <Box
              maxW={{ base: "92%", md: "75%" }}
              px="4"
              py="3"
              rounded="xl"
              bg={m.createdBy === "user" ? "brand.solid" : "bg"}
              color={m.createdBy === "user" ? "brand.contrast" : "fg"}
              borderWidth={m.createdBy === "user" ? 0 : "1px"}
            >
              <Text fontSize="xs" fontWeight="600" mb="1">
                {m.createdBy === "user" ? t("you") : t("assistant")}
              </Text>
              <Text whiteSpace="pre-wrap" data-testid="message-content">
                {m.content}
              </Text>
            </Box>
            <Text fontSize="xs" color="fg.muted" data-testid="message-date">
              {formatDateTime(m.createdDate)}
            </Text>
            {m.artifact && m.artifact.recommendations.some((id) => byId.has(id)) && (
              <Wrap gap="3" data-testid="recommendations">
                {m.artifact.recommendations
                  .filter((id) => byId.has(id))
                  .map((id) => (
                    <MaterialCard key={id} material={byId.get(id)!} onInterested={setInterest} />
                  ))}
              </Wrap>
            )}
          </Stack>
        ))}
        {pending !== null && (
          <>
            <Flex justify="flex-end">
              <Box maxW={{ base: "92%", md: "75%" }} px="4" py="3" rounded="xl" bg="brand.solid" color="brand.contrast" opacity={0.7}>
                <Text whiteSpace="pre-wrap">{pending}</Text>
              </Box>
            </Flex>
            <Text fontSize="sm" color="fg.muted" data-testid="assistant-writing">
              {t("writing")}
            </Text>
          </>
        )}
        <div ref={end} />
      </Stack>

      {examples && messages.length === 0 && (
        <Stack gap="2" align="flex-start" data-testid="example-prompts">
          {examples.map((e) => (
            <Button
              key={e}
              size="sm"
              variant="outline"
              whiteSpace="normal"
              maxW="full"
              h="auto"
              py="2"
              textAlign="start"
              justifyContent="flex-start"
              onClick={() => {
                setText(e);
                input.current?.focus();
              }}
            >
              {e}
            </Button>
          ))}
        </Stack>
      )}

      <Stack
        gap="2"
        as="form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Textarea
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={pending !== null}
          rows={3}
          maxLength={4000}
          aria-label={t("composer.label")}
          placeholder={t("composer.placeholder")}
          bg="bg"
          variant="outline"
          borderColor="border.emphasized"
          data-testid="composer"
        />
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {t("composer.hint")}
          </Text>
          <Button type="submit" colorPalette="brand" loading={pending !== null} disabled={!text.trim()} data-testid="send-button">
            {t("composer.send")}
          </Button>
        </Flex>
      </Stack>

      {interest && (
        <InterestDialog
          type="MATERIAL_REQUEST"
          materials={[{ id: interest.id, name: interest.name ?? interest.type.toUpperCase() }]}
          conversationId={conversationId}
          onClose={() => setInterest(null)}
        />
      )}
    </Stack>
  );
}
