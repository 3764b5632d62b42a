import { Box, Button, Flex, Spinner, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Note } from "../../shared/schemas/note";
import { formatDateTime } from "../lib/dates";

/** One note: author and dd/MM/yyyy HH:mm above the text. */
export function NoteItem({ note, variant = "bubble", testId }: { note: Note; variant?: "bubble" | "card"; testId: string }) {
  const { t } = useTranslation("common");
  const look = variant === "bubble" ? { bg: "bg.muted", rounded: "lg", px: "3", py: "2" } : { borderWidth: "1px", rounded: "md", p: "3" };
  return (
    <Box {...look} data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {note.authorName ?? t("noName")} · {formatDateTime(note.createdDate)}
      </Text>
      <Text whiteSpace="pre-wrap">{note.content}</Text>
    </Box>
  );
}

export interface NoteTexts {
  empty: string;
  loadFailed: string;
  input: string;
  placeholder: string;
  hint: string;
  send: string;
}

/**
 * A conversation of notes on one topic (a match now, a lead next), in two parts a screen places itself (a
 * dialog keeps the composer in its footer while the list scrolls): the list, oldest first like a chat, and the
 * composer, where Enter sends (Shift+Enter for a new line), blank cannot be sent and a failed send keeps the
 * text (`onSend` throws; the caller tells the user).
 */
export function NoteList({
  notes,
  loading,
  failed,
  texts,
  testId,
}: {
  notes: Note[];
  loading: boolean;
  failed: boolean;
  texts: Pick<NoteTexts, "empty" | "loadFailed">;
  testId: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const ordered = [...notes].sort((a, b) => a.createdDate.localeCompare(b.createdDate));
  // A block body: newer Chromium returns a promise from scrollIntoView, and an effect must return nothing or a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [ordered.length]);
  return (
    <Stack gap="3" data-testid={`${testId}s`} aria-live="polite">
      {loading && <Spinner size="sm" color="brand.solid" alignSelf="center" />}
      {failed && <Text color="fg.error">{texts.loadFailed}</Text>}
      {!loading && !failed && ordered.length === 0 && <Text color="fg.muted">{texts.empty}</Text>}
      {ordered.map((n) => (
        <NoteItem key={n.id} note={n} testId={testId} />
      ))}
      <div ref={end} />
    </Stack>
  );
}

/** `maxRows`: the input grows with its text up to this many rows, then scrolls (lead notes: 8). */
export function NoteComposer({
  onSend,
  texts,
  testId,
  maxRows,
}: {
  onSend: (content: string) => Promise<void>;
  texts: Pick<NoteTexts, "input" | "placeholder" | "hint" | "send">;
  testId: string;
  maxRows?: number;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await onSend(content);
      setText("");
    } catch {
      // the caller told the user; the text stays for another try
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="2" w="full">
      <Textarea
        rows={2}
        autoresize={maxRows !== undefined}
        maxH={maxRows !== undefined ? `calc(${maxRows}lh + 1rem)` : undefined}
        overflowY={maxRows !== undefined ? "auto" : undefined}
        aria-label={texts.input}
        placeholder={texts.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        data-testid={`${testId}-input`}
      />
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {texts.hint}
        </Text>
        <Button size="sm" colorPalette="brand" disabled={!text.trim()} loading={sending} onClick={() => void send()} data-testid={`${testId}-send`}>
          {texts.send}
        </Button>
      </Flex>
    </Stack>
  );
}
