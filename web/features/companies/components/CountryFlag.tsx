import { chakra, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { flagUrl } from "../../../lib/flags";
import { countryName } from "../labels";

/**
 * The company's country as its flag (an image, web/lib/flags.ts) with the code beside it: the image's alt is
 * the country's name for screen readers, the code is for everyone who does not know every flag.
 */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!code || !/^[A-Za-z]{2}$/.test(code))
    return (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
  const name = countryName(code, i18n.language);
  const src = flagUrl(code);
  return (
    <Text as="span" display="inline-flex" alignItems="center" gap="1.5" whiteSpace="nowrap" title={name} data-testid="country-flag">
      {src ? (
        <chakra.img src={src} alt={name} width="18px" height="12px" flexShrink={0} rounded="1px" outline="1px solid" outlineColor="border" decoding="async" />
      ) : (
        <VisuallyHidden>{name}</VisuallyHidden>
      )}
      <Text as="span" fontSize="xs" color="fg.muted" aria-hidden="true">
        {code.toUpperCase()}
      </Text>
    </Text>
  );
}
