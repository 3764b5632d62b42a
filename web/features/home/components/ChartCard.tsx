import { Box, Button, Flex, Heading, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The frame of one chart: title, and loading, error and 'No data' states in place of the chart. */
export function ChartCard(props: {
  title: string;
  hint?: string;
  testId: string;
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Box as="section" aria-label={props.title} bg="bg" borderWidth="1px" rounded="xl" p={{ base: "4", md: "5" }} data-testid={props.testId} minW="0">
      <Heading as="h2" size="sm" mb={props.hint ? "0" : "3"}>
        {props.title}
      </Heading>
      {props.hint && (
        <Text fontSize="xs" color="fg.muted" mb="3">
          {props.hint}
        </Text>
      )}
      {props.loading ? (
        <Skeleton h="48" rounded="lg" />
      ) : props.error ? (
        <Flex direction="column" align="center" justify="center" h="48" gap="2" textAlign="center">
          <Text color="fg.error">{t("analytics.loadFailed")}</Text>
          <Button size="xs" variant="outline" onClick={props.onRetry}>
            {t("analytics.retry")}
          </Button>
        </Flex>
      ) : props.empty ? (
        <Flex align="center" justify="center" h="48" color="fg.muted" data-testid="chart-no-data">
          {t("analytics.noData")}
        </Flex>
      ) : (
        props.children
      )}
    </Box>
  );
}
