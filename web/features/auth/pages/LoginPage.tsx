import { Alert, Button, Flex, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LoginInput } from "../../../../shared/schemas/auth";
import { lazySchemaResolver } from "../../../components/form/lazySchemaResolver";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { apiFieldIssues } from "../../../lib/apiFieldIssues";
import { validationText } from "../../../lib/validationMessages";
import { clearSessionError, SESSION_EXPIRED, startSession, useSessionState } from "../../../lib/session";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../lib/support";
import { AuthShell } from "../components/AuthShell";

/** Login failure toast lasts 5 seconds. */
const FAILURE_TOAST_MS = 5000;

type Values = { email: string; password: string };
type LoginErrors = Partial<Record<keyof Values, string>>;

/**
 * The shared LoginInput checks the form, through the same resolver as every SchemaForm; zod and the schema
 * load on the first submit. The page itself stays off react-hook-form, whose 13-16 KiB gzipped would take the
 * route over its bundle budget (ADR 0201).
 */
const check = lazySchemaResolver(
  (v: Values): LoginInput => ({ email: v.email.trim(), password: v.password }),
  () => import("../../../../shared/schemas/auth").then((m) => m.LoginInput),
);
const CHECK_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

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
    setBusy(true);
    try {
      const checked = await check({ email, password }, undefined, CHECK_OPTIONS);
      const found: LoginErrors = { email: checked.errors.email?.message, password: checked.errors.password?.message };
      setErrors({ email: validationText(found.email), password: validationText(found.password) });
      if (found.email || found.password) return;
      const answer = await call("POST /auth/authenticate", { body: checked.values as LoginInput, anonymous: true });
      clearSessionError();
      startSession(answer); // the PublicOnly guard then leaves /login for the origin or home
      notify.success(t("toastMessages:loginSuccess"));
    } catch (err) {
      // The API's issues on the fields, as on every form; the toast and the line under the form say the rest.
      const onFields = Object.fromEntries(apiFieldIssues(err).map((i) => [i.field, validationText(i.message)]));
      setErrors({ email: onFields.email, password: onFields.password });
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
