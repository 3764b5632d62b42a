import { Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { formatDate } from "../../../lib/dates";
import { usePriceHistory, type PriceHistoryPoint, type PriceRow } from "../api";

const PriceHistoryChart = lazy(() => import("./PriceHistoryChart"));

/** What the chart shows, in words: the average's first and last week with prices, the extremes and the gaps. */
export function historySummary(points: PriceHistoryPoint[], eur: (n: number) => string, t: (key: string, o?: Record<string, unknown>) => string) {
  const priced = points.filter((p) => p.avg !== null);
  if (!priced.length) return t("historyEmpty", { weeks: points.length });
  return t("historySummary", {
    weeks: points.length,
    first: eur(priced[0].avg!),
    last: eur(priced[priced.length - 1].avg!),
    low: eur(Math.min(...priced.map((p) => p.min!))),
    high: eur(Math.max(...priced.map((p) => p.max!))),
    gaps: points.length - priced.length,
  });
}

/** A series' 52 weeks of min/avg/max: the chart, its summary in words, and the figures as a table on request. */
export function PriceHistoryDialog({ row, title, eur, onClose }: { row: PriceRow; title: string; eur: (n: number) => string; onClose: () => void }) {
  const { t } = useTranslation("prices");
  const { data, error } = usePriceHistory(row);
  const [showTable, setShowTable] = useState(false);
  const points = data?.points ?? [];
  const summary = data ? historySummary(points, eur, t) : "";
  const cell = (n: number | null) => (n === null ? "–" : eur(n));
  const figure = (key: "min" | "avg" | "max"): RecordColumn<PriceHistoryPoint> => ({
    key,
    header: t(key),
    align: "end",
    numeric: true,
    strong: key === "avg",
    cell: (p) => cell(p[key]),
  });
  const columns: RecordColumn<PriceHistoryPoint>[] = [
    { key: "week", header: t("week"), cell: (p) => formatDate(p.week) },
    figure("min"),
    figure("avg"),
    figure("max"),
    { key: "sampleSize", header: t("sampleSize"), align: "end", numeric: true, cell: (p) => String(p.sampleSize) },
  ];
  return (
    <Dialog.Root open size={{ base: "full", md: "xl" }} scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="price-history-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("historyTitle", { series: title })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Text color="fg.error">{t("historyFailed")}</Text>
              ) : !data ? (
                <Flex justify="center" py="10">
                  <Spinner color="brand.solid" />
                </Flex>
              ) : (
                <Box>
                  <Suspense fallback={<Box h={{ base: "56", md: "72" }} />}>
                    <PriceHistoryChart points={points} summary={summary} eur={eur} />
                  </Suspense>
                  <Text fontSize="sm" color="fg.muted" mt="3" data-testid="price-history-summary">
                    {summary}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    mt="3"
                    onClick={() => setShowTable((v) => !v)}
                    aria-expanded={showTable}
                    data-testid="price-history-toggle"
                  >
                    {showTable ? t("hideTable") : t("showTable")}
                  </Button>
                  {showTable && (
                    <Box mt="3">
                      <RecordList
                        name="price-history"
                        label={t("historyTitle", { series: title })}
                        rows={[...points].reverse()}
                        columns={columns}
                        rowKey={(p) => p.week}
                        rowTestId="price-history-row"
                        cardsBelow={false}
                        stickyFirst={false}
                      />
                    </Box>
                  )}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
