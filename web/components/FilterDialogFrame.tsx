import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The frame every list's Filter dialog shares: title, the fields it is given, Reset and Apply (each closes
 * the dialog after handing its filters over) and a close button. The list keeps its own draft and fields.
 */
export function FilterDialogFrame(props: {
  testId: string;
  title: string;
  labels: { reset: string; apply: string; close?: string };
  onReset: () => void;
  onApply: () => void;
  onClose: () => void;
  size?: DialogRootProps["size"];
  scrollInside?: boolean;
  children: ReactNode;
}) {
  const { testId, title, labels, onReset, onApply, onClose, size, scrollInside, children } = props;
  const then = (fn: () => void) => () => {
    fn();
    onClose();
  };
  return (
    <Dialog.Root open size={size} scrollBehavior={scrollInside ? "inside" : undefined} onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="ghost" data-testid="filter-reset" onClick={then(onReset)}>
                {labels.reset}
              </Button>
              <Button type="button" colorPalette="brand" data-testid="filter-apply" onClick={then(onApply)}>
                {labels.apply}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              {/* only a given label: an undefined aria-label would replace the button's own default name */}
              <CloseButton size="sm" {...(labels.close ? { "aria-label": labels.close } : {})} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
