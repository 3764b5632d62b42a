import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Colour per level: the higher, the greener (the groupings are cosmetic). */
export const DQL_PALETTE = { 1: "orange", 2: "yellow", 3: "teal", 4: "green" } as const;

export function DqlBadge({ level, size = "sm" }: { level: 1 | 2 | 3 | 4 | null; size?: "xs" | "sm" | "md" | "lg" }) {
  const { t } = useTranslation("products");
  return (
    <Badge size={size} variant="subtle" colorPalette={level ? DQL_PALETTE[level] : "gray"} data-testid="dql-badge" data-level={level ?? 0} whiteSpace="nowrap">
      {level ? t("dql.short", { level }) : t("dql.none")}
    </Badge>
  );
}

export function InvalidBadge() {
  const { t } = useTranslation("products");
  return (
    <Badge size="sm" variant="subtle" colorPalette="red" data-testid="invalid-badge">
      {t("list.invalid")}
    </Badge>
  );
}
