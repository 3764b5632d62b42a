import { Box, Flex, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../../components/LanguageSwitcher";
import { Logo } from "../../../components/Logo";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { BoxIcon, PhoneIcon, TargetIcon, UsersIcon } from "../../../components/publicIcons";
import { SUPPORT_PHONE } from "../../../lib/support";

/** Split screen for login and sign-up: a brand panel on wide screens, the form card, a footer with help. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { t } = useTranslation("auth");
  const points = [
    { icon: BoxIcon, text: t("auth.point1") },
    { icon: TargetIcon, text: t("auth.point2") },
    { icon: UsersIcon, text: t("auth.point3") },
  ];
  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Flex
        display={{ base: "none", lg: "flex" }}
        direction="column"
        justify="space-between"
        w="42%"
        maxW="560px"
        p="12"
        color="white"
        bgImage="linear-gradient(150deg, #053321 0%, #05603a 55%, #039855 100%)"
      >
        <Logo inverted size="lg" />
        <Stack gap="8">
          <Heading size="3xl" lineHeight="1.15" letterSpacing="-0.02em" color="white">
            {t("auth.tagline")}
          </Heading>
          <Stack gap="4">
            {points.map(({ icon: Icon, text }) => (
              <HStack key={text} gap="3" align="flex-start">
                <Flex boxSize="8" rounded="md" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
                  <Icon />
                </Flex>
                <Text color="whiteAlpha.900" pt="1">
                  {text}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
        <Text color="whiteAlpha.700" fontSize="xs">
          © {new Date().getFullYear()} Recyclate
        </Text>
      </Flex>
      <Flex flex="1" direction="column" minW="0">
        <Flex justify="space-between" align="center" px={{ base: "5", md: "10" }} py="5">
          <Box display={{ base: "block", lg: "none" }}>
            <Logo />
          </Box>
          <Box ml="auto">
            <LanguageSwitcher />
          </Box>
        </Flex>
        <Flex flex="1" align="center" justify="center" px="5" py="8">
          <Box w="full" maxW="420px">
            <Stack gap="1.5" mb="8">
              <Heading as="h1" size="2xl" letterSpacing="-0.02em">
                {title}
              </Heading>
              <Text color="fg.muted">{subtitle}</Text>
            </Stack>
            {children}
          </Box>
        </Flex>
        <Flex as="footer" justify="center" px="5" py="6" color="fg.muted" fontSize="sm" data-testid="help-phone">
          <HStack gap="2">
            <PhoneIcon boxSize="4" />
            <Text>
              {t("auth.help")}{" "}
              <Link href={`tel:${SUPPORT_PHONE.replace(/\s+/g, "")}`} color="brand.fg" fontWeight="500">
                {SUPPORT_PHONE}
              </Link>
            </Text>
          </HStack>
        </Flex>
      </Flex>
    </Flex>
  );
}
