import { Box, Flex, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ChartIcon } from "../../../components/icons";
import { fullName, useMe } from "../../../lib/me";
import { useSession } from "../../../lib/session";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { HowItWorks } from "../components/HowItWorks";
import { StandardsWidget } from "../components/StandardsWidget";
import { dayPart } from "../greeting";

export default function HomePage() {
  const { t } = useTranslation(["dashboard", "common"]);
  useDocumentTitle(t("shell:nav.home"));
  const { data: me } = useMe();
  const { isSuperAdmin } = useSession();
  const name = fullName(me);
  return (
    <Stack gap="8">
      <Stack gap="1">
        {me ? (
          <Heading as="h1" size="2xl" letterSpacing="-0.02em" data-testid="greeting">
            {t(`greeting.${dayPart()}`, { name: name || me.email })}
          </Heading>
        ) : (
          <Skeleton h="8" w="sm" />
        )}
        <Text color="fg.muted">{t(isSuperAdmin ? "adminSubtitle" : "subtitle")}</Text>
      </Stack>
      {isSuperAdmin ? (
        <Box bg="bg" borderWidth="1px" rounded="xl" p="10" data-testid="analytics-placeholder">
          <Flex direction="column" align="center" textAlign="center" gap="3">
            <Flex boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
              <ChartIcon boxSize="6" />
            </Flex>
            <Heading size="md">{t("analytics.title")}</Heading>
            <Text color="fg.muted" maxW="lg">
              {t("analytics.placeholder")}
            </Text>
          </Flex>
        </Box>
      ) : (
        <Grid templateColumns={{ base: "1fr", xl: "2fr 1fr" }} gap="6" alignItems="start">
          <HowItWorks />
          <Box pt={{ xl: "10" }}>
            <StandardsWidget />
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
