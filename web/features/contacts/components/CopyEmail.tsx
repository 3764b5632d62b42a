import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../components/toaster";

/** The e-mail as a button: a click copies it (and says 'Email copied'). Long addresses wrap on phone cards. */
export function CopyEmail({ email }: { email: string | null }) {
  const { t } = useTranslation("contacts");
  if (!email) return <>—</>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      notify.success(t("toasts.emailCopied"));
    } catch {
      notify.error(t("toasts.copyFailed"));
    }
  };
  return (
    <Button
      type="button"
      variant="plain"
      size="sm"
      px="0"
      h="auto"
      minW="0"
      maxW="full"
      whiteSpace="normal"
      wordBreak="break-all"
      textAlign="start"
      fontWeight="normal"
      color="fg"
      textDecoration="underline dotted"
      onClick={copy}
      aria-label={t("list.copyEmail", { email })}
      title={t("list.copyEmail", { email })}
      data-testid="copy-email"
    >
      {email}
    </Button>
  );
}
