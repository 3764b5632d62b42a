import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

export interface FormDialogProps {
  title: ReactNode;
  /** `data-testid` of the dialog; the buttons get `submitTestId` and `cancelTestId`. */
  testId: string;
  /** Escape, the backdrop, the close button and Cancel: a form with unsaved changes may ask first. */
  onClose: () => void;
  /** The form's submit (Enter in a field, or the submit button); the default submission is prevented. */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Saving: the submit button spins and nothing closes the dialog. */
  busy?: boolean;
  /** The form-level message ("Form contains errors"), shown beside the buttons while there is one. */
  errorText?: ReactNode;
  submitDisabled?: boolean;
  submitTestId?: string;
  cancelTestId?: string;
  size?: Dialog.RootProps["size"];
  children: ReactNode;
}

/**
 * The one shell of the app's form dialogs (new lead, new contact, start research, new suspect, …): a form that
 * is the dialog's content, a footer with the form-level error, Cancel and the submit button, and a close button.
 * Full screen on phones. The caller owns the fields, validation and the call.
 */
export function FormDialog({
  title,
  testId,
  onClose,
  onSubmit,
  submitLabel,
  cancelLabel,
  closeLabel,
  busy = false,
  errorText,
  submitDisabled,
  submitTestId,
  cancelTestId,
  size,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} size={size ?? { base: "full", md: "lg" }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid={testId}>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit(e);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                {errorText && (
                  <Text color="fg.error" fontSize="sm" me="auto" data-testid="form-errors">
                    {errorText}
                  </Text>
                )}
                <Button type="button" variant="outline" onClick={onClose} disabled={busy} data-testid={cancelTestId}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled} data-testid={submitTestId}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
