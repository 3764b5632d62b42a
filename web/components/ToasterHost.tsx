import { Toaster as ChakraToaster, Stack, Toast, createToaster } from "@chakra-ui/react";

/** The one toaster store and its renderer; loaded on the first notify.* call (see ./toaster.tsx). */
export const toaster = createToaster({ placement: "bottom-end", pauseOnPageIdle: true, max: 4 });

export default function ToasterHost() {
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
      {(toast) => (
        <Toast.Root width={{ md: "sm" }} data-testid={`toast-${toast.type}`}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}
