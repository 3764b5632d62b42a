import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { countryName, flagEmoji } from "../labels";

/** The company's country as its flag with the code beside it (flags alone are not readable by everyone). */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const { i18n } = useTranslation();
  const flag = flagEmoji(code);
  if (!flag || !code) return <Text as="span" color="fg.subtle">—</Text>;
  const name = countryName(code, i18n.language);
  return (
    <Text as="span" whiteSpace="nowrap" title={name} data-testid="country-flag">
      <span role="img" aria-label={name}>
        {flag}
      </span>{" "}
      <Text as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
        {code.toUpperCase()}
      </Text>
    </Text>
  );
}
