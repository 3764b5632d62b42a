import { Toaster as ChakraToaster, Stack, Toast, createToaster } from "@chakra-ui/react";

/**
 * Where toasts go so they never cover an action (docs/decisions/0091): from the lg breakpoint the
 * sidebar (signed in) or the brand panel (login, sign-up) fills the bottom-left corner with nothing to click,
 * so toasts stack there at the sidebar's width; on narrower screens they drop in at the top, over the page's
 * title bar, never over the form footers where the primary buttons live. Chosen once, when the first toast
 * loads this module.
 */
const WIDE = typeof window !== "undefined" && window.matchMedia("(min-width: 64em)").matches;
/** The 240px sidebar minus its inner padding. */
const WIDE_TOAST_WIDTH = "216px";

/** The one toaster store and its renderer; loaded on the first notify.* call (see ./toaster.tsx). */
export const toaster = createToaster({
  placement: WIDE ? "bottom-start" : "top",
  offsets: WIDE ? { left: "12px", bottom: "12px", top: "12px", right: "12px" } : "8px",
  pauseOnPageIdle: true,
  max: 3,
});

export default function ToasterHost() {
  return (
    <ChakraToaster toaster={toaster} insetInline={WIDE ? undefined : "2"}>
      {(toast) => (
        <Toast.Root width={WIDE ? WIDE_TOAST_WIDTH : "full"} data-testid={`toast-${toast.type}`}>
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
