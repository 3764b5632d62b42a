import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { useDealPriceIndex } from "../api";

/**
 * The deal's contract price against the price index of its grade in the week the deal was made: "12 % below
 * the index", "above", "at", or why there is no comparison.
 */
export function DealIndexLine({ id }: { id: string }) {
  const { t, i18n } = useTranslation(["deals", "options"]);
  const { data } = useDealPriceIndex(id);
  if (!data) return null;
  const eur = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format;
  const grade = data.grade
    ? [
        data.grade.materialType.toUpperCase(),
        data.grade.condition === "none" ? null : t(`options:condition.${data.grade.condition}`, { defaultValue: data.grade.condition }),
        t(`options:color.${data.grade.color}`, { defaultValue: data.grade.color }),
      ]
        .filter(Boolean)
        .join(" · ")
    : null;
  const week = formatDate(data.week);
  const c = data.comparison;
  const headline = !data.grade
    ? t("index.noGrade")
    : data.indexAvg === null
      ? t("index.noPrices", { date: week })
      : data.contractPrice === null
        ? t("index.noContractPrice")
        : c?.position === "at"
          ? t("index.at")
          : t(c?.position === "below" ? "index.below" : "index.above", { percent: c?.percent });
  const detail =
    grade && data.indexAvg !== null
      ? data.contractPrice !== null
        ? t("index.detail", { grade, date: week, price: eur(data.contractPrice), index: eur(data.indexAvg) })
        : t("index.detailNoPrice", { grade, date: week, index: eur(data.indexAvg) })
      : grade
        ? t("index.gradeOnly", { grade })
        : null;
  return (
    <Box mb="4" data-testid="deal-index" data-position={c?.position ?? "none"}>
      <Text fontWeight="600" data-testid="deal-index-headline">
        {t("index.label")}: {headline}
      </Text>
      {detail && (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
    </Box>
  );
}
