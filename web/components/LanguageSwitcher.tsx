import { HStack, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { changeLanguage, toLanguage, type Language } from "../lib/i18n";
import { GlobeIcon } from "./publicIcons";
import { LanguageOptions } from "./LanguageField";

/** The language select: the choice is kept in the LOCALE cookie and applied at once (lib/i18n.ts). */
export function LanguageSwitcher({ size = "sm", testId = "language-switcher" }: { size?: "xs" | "sm" | "md"; testId?: string }) {
  const { t, i18n } = useTranslation("common");
  return (
    <HStack gap="1.5" color="fg.muted">
      <GlobeIcon />
      <NativeSelect.Root size={size} width="auto" variant="subtle">
        <NativeSelect.Field
          aria-label={t("language")}
          data-testid={testId}
          value={toLanguage(i18n.language) ?? "en"}
          onChange={(e) => void changeLanguage(e.currentTarget.value as Language)}
        >
          <LanguageOptions />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
