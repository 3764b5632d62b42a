import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PriceRow } from "../api";

/** The trend arrow beside the average: its meaning is in the accessible name (and the tooltip), not in colour only. */
export function TrendArrow({ row, eur }: { row: PriceRow; eur: (n: number) => string }) {
  const { t } = useTranslation("prices");
  const label =
    row.trend === null || !row.previous
      ? t("trendNone")
      : t(row.trend === "up" ? "trendUp" : row.trend === "down" ? "trendDown" : "trendFlat", { previous: eur(row.previous.avg) });
  const [glyph, color] = row.trend === "up" ? ["↑", "fg"] : row.trend === "down" ? ["↓", "fg"] : row.trend === "flat" ? ["→", "fg.muted"] : ["–", "fg.subtle"];
  return (
    <Box as="span" role="img" aria-label={label} title={label} data-testid="price-trend" data-trend={row.trend ?? "none"} display="inline-flex">
      <Text as="span" aria-hidden fontWeight="700" color={color} fontSize="lg" lineHeight="1">
        {glyph}
      </Text>
    </Box>
  );
}
