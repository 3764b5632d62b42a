import { Button, Flex, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { passwordChangeProblems } from "../../../../shared/rules/password";
import { FormField } from "../../../components/FormField";
import { PasswordProblems } from "../../../components/PasswordRules";
import { notify } from "../../../components/toaster";
import { apiFieldIssues } from "../../../lib/useFormIssues";
import { validationText } from "../../../lib/validationMessages";
import { updatePassword } from "../api";

const EMPTY = { oldPassword: "", newPassword: "", repeatPassword: "" };

/** Password change: Update stays disabled until all three are filled; rules in red below. */
export function PasswordChangeForm() {
  const { t } = useTranslation(["profile", "toastMessages"]);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [oldPasswordError, setOldPasswordError] = useState<string>();
  const allFilled = Object.values(values).every((v) => v.length > 0);
  const problems = values.newPassword || values.repeatPassword ? passwordChangeProblems(values) : [];
  const bind = (f: keyof typeof EMPTY) => ({
    name: f,
    type: "password",
    value: values[f],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const v = e.currentTarget.value;
      setValues((s) => ({ ...s, [f]: v }));
      if (f === "oldPassword") setOldPasswordError(undefined);
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!allFilled || problems.length > 0) return;
    setBusy(true);
    try {
      await updatePassword(values.oldPassword, values.newPassword);
      setValues(EMPTY);
      notify.success(t("toastMessages:passwordUpdated"));
    } catch (err) {
      setOldPasswordError(validationText(apiFieldIssues(err).find((i) => i.field === "oldPassword")?.message));
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t("profile.currentPassword")} autoComplete="current-password" error={oldPasswordError} {...bind("oldPassword")} />
          <FormField label={t("profile.newPassword")} autoComplete="new-password" {...bind("newPassword")} />
          <FormField label={t("profile.repeatPassword")} autoComplete="new-password" {...bind("repeatPassword")} />
        </SimpleGrid>
        <PasswordProblems problems={problems} />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" disabled={!allFilled} loading={busy} data-testid="password-update">
            {t("profile.update")}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
