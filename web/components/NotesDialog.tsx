import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { Note } from "../../shared/schemas/note";
import { NoteComposer, NoteList, type NoteTexts } from "./Notes";

/**
 * A topic's notes in a dialog (a match's conversation, a lead's notes): the list scrolls, the composer stays in
 * the footer. The caller loads the notes and sends (its `onSend` throws on failure, after telling the user).
 */
export function NotesDialog(props: {
  notes: Note[];
  loading: boolean;
  failed: boolean;
  onSend: (content: string) => Promise<void>;
  onClose: () => void;
  texts: NoteTexts & { title: string; close: string };
  testId: string;
  maxRows?: number;
}) {
  const { texts, testId } = props;
  return (
    <Dialog.Root open size="md" scrollBehavior="inside" onOpenChange={(e) => !e.open && props.onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}s-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{texts.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NoteList notes={props.notes} loading={props.loading} failed={props.failed} texts={texts} testId={testId} />
            </Dialog.Body>
            <Dialog.Footer>
              <NoteComposer onSend={props.onSend} maxRows={props.maxRows} texts={texts} testId={testId} />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={texts.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
