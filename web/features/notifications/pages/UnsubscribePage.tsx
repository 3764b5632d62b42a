import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { unsubscribe } from "../api";

/** /unsubscribe?token=: the mail's link, signed out; one button posts the token (a link's GET changes nothing). */
export default function UnsubscribePage() {
  const { t } = useTranslation("notifications");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">(token ? "idle" : "failed");
  async function confirm() {
    setState("busy");
    try {
      await unsubscribe(token);
      setState("done");
    } catch {
      setState("failed");
    }
  }
  return (
    <Box as="main" maxW="560px" mx="auto" my={{ base: "8", md: "16" }} px="4">
      <Stack gap="4" bg="bg" borderWidth="1px" rounded="xl" p={{ base: "5", md: "8" }}>
        <Heading as="h1" size="lg">
          {t("unsubscribe.title")}
        </Heading>
        {state === "done" ? (
          <Text role="status" data-testid="unsubscribe-done">
            {t("unsubscribe.done")}
          </Text>
        ) : state === "failed" ? (
          <Text role="alert" color="fg.error">
            {t("unsubscribe.failed")}
          </Text>
        ) : (
          <>
            <Text>{t("unsubscribe.explain")}</Text>
            <Button alignSelf="flex-start" loading={state === "busy"} onClick={() => void confirm()} data-testid="unsubscribe-confirm">
              {t("unsubscribe.confirm")}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
