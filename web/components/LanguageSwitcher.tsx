import { HStack, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { changeLanguage, toLanguage, type Language } from "../lib/i18n";
import { GlobeIcon } from "./icons";
import { LanguageOptions } from "./LanguageField";

export function LanguageSwitcher({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t, i18n } = useTranslation("common");
  return (
    <HStack gap="1.5" color="fg.muted">
      <GlobeIcon />
      <NativeSelect.Root size={size} width="auto" variant="subtle">
        <NativeSelect.Field
          aria-label={t("language")}
          data-testid="language-switcher"
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
