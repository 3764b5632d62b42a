import { Flex, HStack, Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Logo } from "../../../components/Logo";

/** The assistant's own minimal header (a public page, outside the signed-in frame): the mark and the public links. */
export function AssistantHeader() {
  const { t } = useTranslation("conversations");
  return (
    <Flex as="header" px={{ base: "4", md: "8" }} py="3" borderBottomWidth="1px" bg="bg" align="center" justify="space-between" gap="4" wrap="wrap">
      <RouterLink to="/welcome" aria-label={t("links.home")}>
        <Logo />
      </RouterLink>
      <HStack as="nav" aria-label={t("links.label")} gap="5">
        <Link asChild fontWeight="500">
          <RouterLink to="/catalog">{t("links.catalog")}</RouterLink>
        </Link>
        <Link asChild fontWeight="500">
          <RouterLink to="/contact-us">{t("links.contactUs")}</RouterLink>
        </Link>
      </HStack>
    </Flex>
  );
}
