import { Button, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "../../../../shared/i18n/languages";
import { SignupInput } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/FormField";
import { PasswordChecklist } from "../../../components/PasswordRules";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { apiFieldIssues } from "../../../lib/useFormIssues";
import { validationText } from "../../../lib/validationMessages";
import { AuthShell } from "../components/AuthShell";
import { SignupCodeStep } from "../components/SignupCodeStep";

const FIELDS = ["firstName", "lastName", "companyName", "email", "password"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * Sign-up (ADR 0159): the details, then the code the address was e-mailed. The first answer is the same for
 * every address, so this page never says whether one is known.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation(["auth", "common", "toastMessages"]);
  const [sent, setSent] = useState<SignupInput | null>(null);
  const [values, setValues] = useState<Values>({ firstName: "", lastName: "", companyName: "", email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const bind = (f: Field) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const v = e.currentTarget.value;
      setValues((s) => ({ ...s, [f]: v }));
    },
  });

  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : undefined;
  const startSignup = async (input: SignupInput) => {
    await call("POST /auth/signup", { body: input, anonymous: true });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = SignupInput.safeParse({ ...values, language });
    if (!parsed.success) {
      const next: Partial<Values> = {};
      for (const i of parsed.error.issues) next[i.path[0] as Field] ??= validationText(i.message);
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await startSignup(parsed.data);
      setFailed(false);
      setSent(parsed.data);
    } catch (err) {
      const next: Partial<Values> = {};
      for (const i of apiFieldIssues(err)) if ((FIELDS as readonly string[]).includes(i.field)) next[i.field as Field] ??= validationText(i.message);
      setErrors(next);
      setFailed(true);
      const limited = err instanceof ApiError && err.status === 429;
      notify.error(t(limited ? "toastMessages:tooManyAttempts" : "toastMessages:signupFailed"), { duration: 5000 });
    } finally {
      setBusy(false);
    }
  }

  const resend = async () => {
    try {
      if (sent) await startSignup(sent);
    } catch (err) {
      const limited = err instanceof ApiError && err.status === 429;
      notify.error(t(limited ? "toastMessages:tooManyAttempts" : "toastMessages:signupFailed"), { duration: 5000 });
      throw err;
    }
  };

  if (sent)
    return (
      <AuthShell title={t("register.title")} subtitle={t("register.subtitle")}>
        <SignupCodeStep signup={sent} onResend={resend} onBack={() => setSent(null)} />
      </AuthShell>
    );

  return (
    <AuthShell title={t("register.title")} subtitle={t("register.subtitle")}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate data-testid="register-form">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t("register.firstName")} autoComplete="given-name" required {...bind("firstName")} />
          <FormField label={t("register.lastName")} autoComplete="family-name" required {...bind("lastName")} />
        </SimpleGrid>
        <FormField label={t("register.companyName")} autoComplete="organization" required {...bind("companyName")} />
        <FormField label={t("register.email")} type="email" autoComplete="email" required {...bind("email")} />
        <Stack gap="2">
          <FormField label={t("register.password")} type="password" autoComplete="new-password" required {...bind("password")} />
          <PasswordChecklist password={values.password} />
        </Stack>
        {failed && (
          <Text color="fg.error" fontSize="sm" data-testid="signup-failed">
            {t("toastMessages:signupFailed")}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} data-testid="register-submit">
          {t("register.submit")}
        </Button>
        <Text textAlign="center" color="fg.muted">
          {t("register.haveAccount")}{" "}
          <ChakraLink asChild color="brand.fg" fontWeight="600">
            <Link to="/login">{t("register.signIn")}</Link>
          </ChakraLink>
        </Text>
        </form>
      </Stack>
    </AuthShell>
  );
}
