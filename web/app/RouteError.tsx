import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { MISSING_PARAM } from "../lib/useRequiredParam";

/** What a route shows when it throws (a missing URL parameter, a failed chunk load, a bug). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation("common");
  const message =
    error instanceof Error && error.message === MISSING_PARAM
      ? t("error.missingParam")
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : t("error.text");
  return (
    <Center minH="60vh" p="8">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Heading size="lg">{t("error.title")}</Heading>
        <Text color="fg.muted" data-testid="route-error">
          {message}
        </Text>
        <Stack direction="row">
          <Button variant="outline" onClick={() => location.reload()}>
            {t("error.reload")}
          </Button>
          <Button asChild colorPalette="brand">
            <Link to="/">{t("notFound.backHome")}</Link>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
