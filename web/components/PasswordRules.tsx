import { List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { passwordStrengthProblems, type PasswordProblem } from "../../shared/rules/password";

/** The password problems, each a validationErrorMessages key, listed in red. */
export function PasswordProblems({ problems }: { problems: PasswordProblem[] }) {
  const { t } = useTranslation("validationErrorMessages");
  if (problems.length === 0) return null;
  return (
    <List.Root gap="1" ps="5" color="fg.error" fontSize="sm" data-testid="password-problems">
      {problems.map((p) => (
        <List.Item key={p}>{t(p)}</List.Item>
      ))}
    </List.Root>
  );
}

const STRENGTH_RULES: PasswordProblem[] = ["tooShort", "noNumber", "noSpecial", "noUpper", "noLower"];

/** A live checklist of the strength rules for a new password (sign-up). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation("validationErrorMessages");
  const failing = new Set(passwordStrengthProblems(password));
  return (
    <List.Root gap="0.5" fontSize="xs" variant="plain" data-testid="password-checklist">
      {STRENGTH_RULES.map((rule) => {
        const ok = password.length > 0 && !failing.has(rule);
        return (
          <List.Item key={rule} color={ok ? "brand.fg" : password ? "fg.error" : "fg.muted"}>
            <Text as="span" me="1.5" aria-hidden>
              {ok ? "✓" : "•"}
            </Text>
            {t(rule)}
          </List.Item>
        );
      })}
    </List.Root>
  );
}
