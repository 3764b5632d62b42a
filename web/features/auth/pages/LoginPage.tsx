import { Alert, Button, Flex, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { translateMessage } from "../../../lib/i18n";
import { clearSessionError, SESSION_EXPIRED, startSession, useSessionState } from "../../../lib/session";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../lib/support";
import { AuthShell } from "../components/AuthShell";
import { validateLogin, type LoginErrors } from "../validate";

/** Login failure toast lasts 5 seconds. */
const FAILURE_TOAST_MS = 5000;

export default function LoginPage() {
  const { t } = useTranslation(["auth", "common", "toastMessages"]);
  const { error: sessionError } = useSessionState();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failed, setFailed] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid.email || invalid.password) {
      setErrors({ email: invalid.email && translateMessage(invalid.email), password: invalid.password && translateMessage(invalid.password) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await call("POST /auth/authenticate", { body: { email: email.trim(), password }, anonymous: true });
      clearSessionError();
      startSession(answer); // the PublicOnly guard then leaves /login for the origin or home
      notify.success(t("toastMessages:loginSuccess"));
    } catch (err) {
      setFailed(true);
      const wrongCredentials = err instanceof ApiError && (err.status === 401 || err.status === 400);
      const limited = err instanceof ApiError && err.status === 429;
      const message = limited ? "toastMessages:tooManyAttempts" : wrongCredentials ? "toastMessages:loginFailed" : "toastMessages:somethingWentWrong";
      notify.error(t(message), { duration: FAILURE_TOAST_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title={t("login.title")} subtitle={t("login.subtitle")}>
      <Stack asChild gap="5">
        <form onSubmit={submit} noValidate data-testid="login-form">
          {sessionError === SESSION_EXPIRED && (
            <Alert.Root status="warning" variant="subtle" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{t("toastMessages:sessionExpired")}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            label={t("login.email")}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            placeholder="name@company.com"
            autoFocus
          />
          <Stack gap="1.5">
            <FormField
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <Flex justify="flex-end">
              <ChakraLink
                as="button"
                type="button"
                fontSize="sm"
                color="brand.fg"
                fontWeight="500"
                onClick={() => setForgot(true)}
                data-testid="forgot-password"
              >
                {t("login.forgotPassword")}
              </ChakraLink>
            </Flex>
          </Stack>
          {forgot && (
            <Alert.Root status="info" variant="subtle" rounded="lg" data-testid="forgot-password-notice">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("login.forgotPasswordTitle")}</Alert.Title>
                <Alert.Description>{t("login.forgotPasswordNotice", { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {failed && (
            <Text color="fg.error" fontSize="sm" data-testid="login-failed">
              {t("login.checkCredentials")}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} data-testid="login-submit">
            {t("login.submit")}
          </Button>
          <Text textAlign="center" color="fg.muted">
            {t("login.noAccount")}{" "}
            <ChakraLink asChild color="brand.fg" fontWeight="600">
              <Link to="/register">{t("login.signUp")}</Link>
            </ChakraLink>
          </Text>
          {/* The public catalogue needs no account (ADR 0148). */}
          <ChakraLink asChild alignSelf="center" fontSize="sm" color="fg.muted" data-testid="login-browse-catalog">
            <Link to="/catalog">{t("login.browseCatalog")}</Link>
          </ChakraLink>
        </form>
      </Stack>
    </AuthShell>
  );
}
