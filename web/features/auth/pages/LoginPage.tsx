import { Alert, Button, Flex, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LoginInput } from "../../../../shared/schemas/auth";
import { SchemaForm } from "../../../components/form/SchemaForm";
import { useLazySchemaForm } from "../../../components/form/useLazySchemaForm";
import { FormField } from "../../../components/FormField";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { clearSessionError, SESSION_EXPIRED, startSession, useSessionState } from "../../../lib/session";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../lib/support";
import { AuthShell } from "../components/AuthShell";

/** Login failure toast lasts 5 seconds. */
const FAILURE_TOAST_MS = 5000;

type Values = { email: string; password: string };
const toBody = (v: Values): LoginInput => ({ email: v.email.trim(), password: v.password });
/** zod and LoginInput load on the first submit, not with the page (the route's bundle budget, ADR 0207). */
const loadSchema = () => import("../../../../shared/schemas/auth").then((m) => m.LoginInput);

export default function LoginPage() {
  const { t } = useTranslation(["auth", "common", "toastMessages"]);
  const { error: sessionError } = useSessionState();
  // Errors change only on submit and the focus stays where the user left it, as the page always behaved.
  const { form, issues, err } = useLazySchemaForm({
    toBody,
    loadSchema,
    defaultValues: { email: "", password: "" },
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [failed, setFailed] = useState(false);
  const [forgot, setForgot] = useState(false);

  /** The toast and the line under the form; the API's field issues are already on the fields. */
  function fail(err: unknown) {
    setFailed(true);
    const wrongCredentials = err instanceof ApiError && (err.status === 401 || err.status === 400);
    const limited = err instanceof ApiError && err.status === 429;
    const message = limited ? "toastMessages:tooManyAttempts" : wrongCredentials ? "toastMessages:loginFailed" : "toastMessages:somethingWentWrong";
    notify.error(t(message), { duration: FAILURE_TOAST_MS });
  }

  async function submit(body: LoginInput) {
    try {
      const answer = await call("POST /auth/authenticate", { body, anonymous: true });
      clearSessionError();
      startSession(answer); // the PublicOnly guard then leaves /login for the origin or home
      notify.success(t("toastMessages:loginSuccess"));
    } catch (e) {
      issues.applyApiError(e);
      fail(e);
    }
  }

  return (
    <AuthShell title={t("login.title")} subtitle={t("login.subtitle")}>
      <SchemaForm form={form} onSubmit={submit} onCheckFailed={fail} testId="login-form" formProps={{ display: "flex", flexDirection: "column", gap: "5" }}>
        {sessionError === SESSION_EXPIRED && (
          <Alert.Root status="warning" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{t("toastMessages:sessionExpired")}</Alert.Title>
          </Alert.Root>
        )}
        <FormField
          label={t("login.email")}
          type="email"
          autoComplete="username"
          {...form.register("email")}
          error={err("email")}
          placeholder="name@company.com"
          autoFocus
        />
        <Stack gap="1.5">
          <FormField label={t("login.password")} type="password" autoComplete="current-password" {...form.register("password")} error={err("password")} />
          <Flex justify="flex-end">
            <ChakraLink as="button" type="button" fontSize="sm" color="brand.fg" fontWeight="500" onClick={() => setForgot(true)} data-testid="forgot-password">
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
        <Button type="submit" colorPalette="brand" size="lg" loading={form.formState.isSubmitting} data-testid="login-submit">
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
      </SchemaForm>
    </AuthShell>
  );
}
