import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../lib/useDocumentTitle";
import { WorkflowIcon } from "./icons";

/** Placeholder for a screen a later issue builds, shown inside the layout. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation("shell");
  useDocumentTitle(t(titleKey));
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">{t(titleKey)}</Heading>
      <Box bg="bg" borderWidth="1px" rounded="xl" p="12" textAlign="center">
        <Stack align="center" gap="3">
          <Box color="brand.fg" bg="brand.subtle" rounded="full" p="3">
            <WorkflowIcon boxSize="6" />
          </Box>
          <Heading size="md">{t("comingSoon.title")}</Heading>
          <Text color="fg.muted">{t("comingSoon.text")}</Text>
        </Stack>
      </Box>
    </Stack>
  );
}
