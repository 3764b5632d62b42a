import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./Logo";
import { useDocumentTitle } from "../lib/useDocumentTitle";

/** The app's 404 page: any unknown path, and a page whose record does not exist (or is not public). */
export function NotFound() {
  const { t } = useTranslation("common");
  useDocumentTitle(t("notFound.title"));
  return (
    <Center minH="100vh" bg="bg.canvas" p="6">
      <Stack align="center" gap="5" textAlign="center" maxW="md" data-testid="not-found">
        <Logo />
        <Text fontSize="7xl" fontWeight="800" color="brand.solid" lineHeight="1" letterSpacing="-0.04em">
          404
        </Text>
        <Heading as="h1" size="xl">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.muted">{t("notFound.text")}</Text>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/">{t("notFound.backHome")}</Link>
        </Button>
      </Stack>
    </Center>
  );
}
