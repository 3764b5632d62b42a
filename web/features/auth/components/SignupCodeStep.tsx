import { Alert, Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { VerifySignupInput, type SignupInput } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { startSession } from "../../../lib/session";
import { apiFieldIssues } from "../../../lib/useFormIssues";
import { validationText } from "../../../lib/validationMessages";

/**
 * The second step of sign-up (ADR 0159): the address got an e-mail with a code; the code and the details of the
 * first step make the account, and its session starts here. A new code can be sent, or the details changed.
 */
export function SignupCodeStep({ signup, onResend, onBack }: { signup: SignupInput; onResend: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation(["auth", "toastMessages"]);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = VerifySignupInput.safeParse({ ...signup, code });
    if (!parsed.success) {
      setError(validationText(parsed.error.issues.find((i) => i.path[0] === "code")?.message ?? parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      startSession(await call("POST /auth/verify", { body: parsed.data, anonymous: true }));
      notify.success(t("toastMessages:signupSuccess"));
    } catch (err) {
      const issue = apiFieldIssues(err).find((i) => i.field === "code") ?? apiFieldIssues(err)[0];
      setError(issue ? validationText(issue.message) : undefined);
      const limited = err instanceof ApiError && err.status === 429;
      notify.error(t(limited ? "toastMessages:tooManyAttempts" : "toastMessages:signupFailed"), { duration: 5000 });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await onResend();
      setCode("");
      setError(undefined);
      notify.success(t("register.resent"));
    } catch {
      // onResend has told the user what failed.
    } finally {
      setResending(false);
    }
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate data-testid="signup-code-form">
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("register.checkEmailTitle")}</Alert.Title>
            <Alert.Description data-testid="signup-check-email">{t("register.checkEmailText", { email: signup.email })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <FormField
          label={t("register.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} data-testid="signup-code-submit">
          {t("register.verify")}
        </Button>
        <Stack direction="row" justify="space-between" gap="2" flexWrap="wrap">
          <Button type="button" variant="ghost" size="sm" onClick={resend} loading={resending} data-testid="signup-resend">
            {t("register.resend")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onBack} data-testid="signup-back">
            {t("register.changeDetails")}
          </Button>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {t("register.codeHint")}
        </Text>
      </form>
    </Stack>
  );
}
