import { Box, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { fullName, useMe } from "../../../lib/me";
import { useSession } from "../../../lib/session";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { HowItWorks } from "../components/HowItWorks";
import { StandardsWidget } from "../components/StandardsWidget";
import { dayPart } from "../greeting";

/** chart.js and the charts load only for super admins, in a chunk of their own. */
const AnalyticsDashboard = lazy(() => import("../components/AnalyticsDashboard"));

export default function HomePage() {
  const { t } = useTranslation(["dashboard", "common"]);
  useDocumentTitle(t("dashboard:nav.title"));
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
        <Suspense fallback={<Skeleton h="64" rounded="xl" />}>
          <AnalyticsDashboard />
        </Suspense>
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
