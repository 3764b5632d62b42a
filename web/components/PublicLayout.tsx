import { Box, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { useDocumentTitle } from "../lib/useDocumentTitle";

const NAV = [
  { to: "/catalog", key: "menu.catalog", testId: "nav-catalog" },
  { to: "/assistant", key: "menu.assistant", testId: "nav-assistant" },
  { to: "/contact-us", key: "menu.contactUs", testId: "nav-contact-us" },
] as const;

/**
 * The frame of the public pages (ADR 0148) — landing, catalogue, contact us and the assistant: the logo home to /welcome, the catalogue, the assistant, contact
 * us and sign in, the language switcher (it writes the LOCALE cookie), and a footer.
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("public");
  useDocumentTitle(title);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <Flex align="center" gap={{ base: "2", md: "6" }} wrap="wrap">
            <ChakraLink asChild _hover={{ textDecoration: "none" }} aria-label={t("menu.home")}>
              <Link to="/welcome">
                <Logo />
              </Link>
            </ChakraLink>
            <HStack
              as="nav"
              aria-label={t("menu.label")}
              gap={{ base: "3", md: "5" }}
              order={{ base: 3, md: 0 }}
              width={{ base: "100%", md: "auto" }}
              overflowX="auto"
              py={{ base: "1", md: "0" }}
            >
              {NAV.map((n) => (
                <ChakraLink
                  key={n.to}
                  asChild
                  fontWeight="500"
                  color="fg.muted"
                  _currentPage={{ color: "brand.fg" }}
                  whiteSpace="nowrap"
                  data-testid={n.testId}
                >
                  <NavLink to={n.to}>{t(n.key)}</NavLink>
                </ChakraLink>
              ))}
            </HStack>
            <HStack ms="auto" gap="3">
              <LanguageSwitcher size="xs" />
              <ChakraLink asChild fontWeight="600" color="brand.fg" whiteSpace="nowrap" data-testid="nav-sign-in">
                <Link to="/login">{t("menu.signIn")}</Link>
              </ChakraLink>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Container maxW="6xl" py={{ base: "6", md: "10" }}>
          {children}
        </Container>
      </Box>
      <Box as="footer" bg="bg" borderTopWidth="1px">
        <Container maxW="6xl" py="6">
          <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3" fontSize="sm" color="fg.muted">
            <Text>{t("footer.tagline")}</Text>
            <HStack gap="4" wrap="wrap">
              <ChakraLink asChild color="fg.muted">
                <Link to="/catalog">{t("menu.catalog")}</Link>
              </ChakraLink>
              <ChakraLink asChild color="fg.muted">
                <Link to="/contact-us">{t("menu.contactUs")}</Link>
              </ChakraLink>
              <ChakraLink asChild color="fg.muted">
                <Link to="/login">{t("menu.signIn")}</Link>
              </ChakraLink>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
