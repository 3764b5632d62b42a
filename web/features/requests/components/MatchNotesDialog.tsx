import { Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MaterialMatch } from "../../../../shared/schemas/material-request";
import { notify } from "../../../components/toaster";
import { formatDateTime } from "../../../lib/dates";
import { addMatchNote, useMatchNotes } from "../api";

/**
 * A match's conversation (§2: notes with topic type MATERIAL_MATCH): oldest first like a chat, Enter sends
 * (Shift+Enter for a new line), blank cannot be sent; a failed send keeps the text.
 */
export default function MatchNotesDialog({ match, title, onClose }: { match: MaterialMatch; title: string; onClose: () => void }) {
  const { t } = useTranslation(["materialRequests", "toastMessages"]);
  const { data, isLoading, error } = useMatchNotes(match.id);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const notes = [...(data?.items ?? [])].sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  // A block body: newer Chromium returns a promise from scrollIntoView, and an effect must return nothing or a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [notes.length]);
  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await addMatchNote(match, content);
      setText("");
    } catch {
      notify.error(t("toastMessages:error"));
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog.Root open size="md" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="match-notes-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("notes.title", { name: title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" data-testid="match-notes" aria-live="polite">
                {isLoading && <Spinner size="sm" color="brand.solid" alignSelf="center" />}
                {error != null && <Text color="fg.error">{t("notes.loadFailed")}</Text>}
                {!isLoading && !error && notes.length === 0 && <Text color="fg.muted">{t("notes.empty")}</Text>}
                {notes.map((n) => (
                  <Box key={n.id} bg="bg.muted" rounded="lg" px="3" py="2" data-testid="match-note">
                    <Text fontSize="xs" color="fg.muted" mb="1">
                      {n.authorName ?? t("common:noName")} · {formatDateTime(n.createdDate)}
                    </Text>
                    <Text whiteSpace="pre-wrap">{n.content}</Text>
                  </Box>
                ))}
                <div ref={end} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection="column" alignItems="stretch" gap="2">
              <Textarea
                rows={2}
                aria-label={t("notes.new")}
                placeholder={t("notes.placeholder")}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    void send();
                  }
                }}
                data-testid="match-note-input"
              />
              <Flex justify="space-between" align="center" gap="2">
                <Text fontSize="xs" color="fg.muted">
                  {t("notes.hint")}
                </Text>
                <Button size="sm" colorPalette="brand" disabled={!text.trim()} loading={sending} onClick={() => void send()} data-testid="match-note-send">
                  {t("notes.send")}
                </Button>
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("notes.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
