import { Button, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "../../../../shared/i18n/languages";
import { SignupInput } from "../../../../shared/schemas/auth";
import { SchemaForm } from "../../../components/form/SchemaForm";
import { useSchemaForm } from "../../../components/form/useSchemaForm";
import { FormField } from "../../../components/FormField";
import { PasswordChecklist } from "../../../components/PasswordRules";
import { notify } from "../../../components/toaster";
import { ApiError, call } from "../../../lib/api";
import { AuthShell } from "../components/AuthShell";
import { SignupCodeStep } from "../components/SignupCodeStep";

type Field = "firstName" | "lastName" | "companyName" | "email" | "password";
type Values = Record<Field, string>;

/**
 * Sign-up (ADR 0159): the details, then the code the address was e-mailed. The first answer is the same for
 * every address, so this page never says whether one is known.
 */
export default function RegisterPage() {
  const { t, i18n } = useTranslation(["auth", "common", "toastMessages"]);
  const [sent, setSent] = useState<SignupInput | null>(null);
  const [failed, setFailed] = useState(false);
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : undefined;
  const { form, issues, err } = useSchemaForm({
    toBody: (v: Values): SignupInput => ({ ...v, email: v.email.trim(), language }),
    schema: SignupInput,
    defaultValues: { firstName: "", lastName: "", companyName: "", email: "", password: "" },
  });
  const password = useWatch({ control: form.control, name: "password" });
  const bind = (f: Field) => ({ ...form.register(f), error: err(f) });

  const startSignup = async (input: SignupInput) => {
    await call("POST /auth/signup", { body: input, anonymous: true });
  };

  async function submit(body: SignupInput) {
    try {
      await startSignup(body);
      setFailed(false);
      setSent(body);
    } catch (e) {
      issues.applyApiError(e);
      setFailed(true);
      const limited = e instanceof ApiError && e.status === 429;
      notify.error(t(limited ? "toastMessages:tooManyAttempts" : "toastMessages:signupFailed"), { duration: 5000 });
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
      <SchemaForm form={form} onSubmit={submit} testId="register-form" formProps={{ display: "flex", flexDirection: "column", gap: "4" }}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t("register.firstName")} autoComplete="given-name" required {...bind("firstName")} />
          <FormField label={t("register.lastName")} autoComplete="family-name" required {...bind("lastName")} />
        </SimpleGrid>
        <FormField label={t("register.companyName")} autoComplete="organization" required {...bind("companyName")} />
        <FormField label={t("register.email")} type="email" autoComplete="email" required {...bind("email")} />
        <Stack gap="2">
          <FormField label={t("register.password")} type="password" autoComplete="new-password" required {...bind("password")} />
          <PasswordChecklist password={password} />
        </Stack>
        {failed && (
          <Text color="fg.error" fontSize="sm" data-testid="signup-failed">
            {t("toastMessages:signupFailed")}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={form.formState.isSubmitting} data-testid="register-submit">
          {t("register.submit")}
        </Button>
        <Text textAlign="center" color="fg.muted">
          {t("register.haveAccount")}{" "}
          <ChakraLink asChild color="brand.fg" fontWeight="600">
            <Link to="/login">{t("register.signIn")}</Link>
          </ChakraLink>
        </Text>
      </SchemaForm>
    </AuthShell>
  );
}
