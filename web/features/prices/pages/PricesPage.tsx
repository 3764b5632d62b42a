import { Box, Flex, Spinner, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TagIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { RecordList, RecordListEmpty, type RecordColumn } from "../../../components/RecordList";
import { formatDate } from "../../../lib/dates";
import { usePrices, type PriceRow } from "../api";
import { PriceHistoryDialog } from "../components/PriceHistoryDialog";
import { SparklineButton } from "../components/SparklineButton";
import { TrendArrow } from "../components/TrendArrow";

/**
 * /prices: min, avg and max in EUR per tonne per type × condition × colour group, each row with its 52-week
 * sparkline; a row (or its sparkline button) opens the full chart.
 */
export default function PricesPage() {
  const { t, i18n } = useTranslation(["prices", "options"]);
  const { data, error } = usePrices();
  const [open, setOpen] = useState<PriceRow | null>(null);
  const eurFormat = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const eur = (n: number) => eurFormat.format(n);
  const condition = (c: string) => (c === "none" ? t("notGiven") : t(`options:condition.${c}`, { defaultValue: c }));
  const seriesName = (r: PriceRow) => `${r.materialType.toUpperCase()} · ${condition(r.condition)} · ${t(`colorGroup.${r.color}`)}`;
  // On a phone card: type · condition · colour as the title, the trend beside it, the four figures side by side.
  const figure = (key: "min" | "avg" | "max", strong = false): RecordColumn<PriceRow> => ({
    key,
    header: t(key),
    align: "end",
    numeric: true,
    strong,
    cell: (r) => eur(r[key]),
  });
  const columns: RecordColumn<PriceRow>[] = [
    { key: "materialType", header: t("materialType"), cardRole: "title", strong: true, cell: (r) => r.materialType.toUpperCase() },
    { key: "condition", header: t("condition"), cardRole: "title", cell: (r) => condition(r.condition) },
    { key: "color", header: t("color"), cardRole: "title", cell: (r) => t(`colorGroup.${r.color}`) },
    figure("min"),
    figure("avg", true),
    figure("max"),
    { key: "sampleSize", header: t("sampleSize"), align: "end", numeric: true, cell: (r) => String(r.sampleSize) },
    { key: "trend", header: t("trend"), align: "center", cardRole: "meta", cell: (r) => <TrendArrow row={r} eur={eur} /> },
    {
      key: "history",
      header: t("history"),
      align: "center",
      cell: (r) => <SparklineButton row={r} label={t("openChart", { series: seriesName(r) })} onOpen={() => setOpen(r)} />,
    },
  ];

  return (
    <Box>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {error ? (
        <Text color="fg.error">{t("loadFailed")}</Text>
      ) : !data ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="prices-collected-on">
            {t("collectedOn", { date: formatDate(data.collectedOn), from: formatDate(data.from), to: formatDate(data.to) })}
          </Text>
          <RecordList
            name="prices"
            rows={data.items}
            columns={columns}
            rowKey={(r) => `${r.materialType}|${r.condition}|${r.color}`}
            rowTestId="price-row"
            factColumns={4}
            onRowClick={setOpen}
            stickyFirst={false}
            empty={<RecordListEmpty testId="prices-empty" icon={<TagIcon />} title={t("noData")} />}
          />
          <Text fontSize="xs" color="fg.muted">
            {t("rates")}
          </Text>
        </Stack>
      )}
      {open && <PriceHistoryDialog row={open} title={seriesName(open)} eur={eur} onClose={() => setOpen(null)} />}
    </Box>
  );
}
