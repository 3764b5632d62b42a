import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useRef, type ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  /** Closing by Escape, the backdrop or the cancel button. */
  onCancel: () => void;
  onConfirm: () => void;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The confirm action is running: the button spins and cannot be pressed twice. */
  busy?: boolean;
  /** Destructive confirmations (delete, leave unsaved) are red. */
  danger?: boolean;
  /** data-testid prefix: `<id>-dialog` on the dialog, `<id>-confirm` and `<id>-cancel` on the buttons. */
  testId?: string;
}

/**
 * The one confirmation dialog of the app (delete, leave with unsaved changes, …): an alertdialog whose
 * focus starts on the safe choice, so Enter or a stray click never confirms something destructive.
 * Controlled: the caller owns `open`, so a trigger can be any button or an event such as a router blocker.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  danger = true,
  testId = "confirm",
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onCancel()} role="alertdialog" initialFocusEl={() => cancelRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} type="button" variant="outline" onClick={onCancel} data-testid={`${testId}-cancel`}>
                {cancelLabel}
              </Button>
              <Button type="button" colorPalette={danger ? "red" : undefined} loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
