import { Box, Button, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../components/PageHeader";

/** chart.js and the charts load in a chunk of their own, after the header has rendered. */
const LeadCharts = lazy(() => import("../components/LeadCharts"));

/** /leads-analytics: Back and three charts (created per week, per assignee, by status today). */
export default function LeadAnalyticsPage() {
  const { t } = useTranslation("leads");
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" mb="2">
        <RouterLink to="/leads" data-testid="lead-analytics-back">
          ← {t("analytics.back")}
        </RouterLink>
      </Button>
      <PageHeader title={t("analytics.title")} />
      <Suspense fallback={<Skeleton h="64" rounded="xl" />}>
        <LeadCharts />
      </Suspense>
    </Box>
  );
}
