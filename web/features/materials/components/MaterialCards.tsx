import { useTranslation } from "react-i18next";
import type { MaterialAnswer } from "../../../../shared/schemas/material";
import { FactCards, type FactCard } from "../../../components/FactCards";
import { formatDate } from "../../../lib/dates";
import { optionLabel, typeLabel } from "../labels";
import { DqlBadge, InvalidBadge } from "./DqlBadge";

/**
 * The product list on phones: one card per product with what a buyer or seller scans first (name, level,
 * type, company, condition, amount, price, update); the full columns are one tap away on the product.
 */
export function MaterialCards({ items }: { items: MaterialAnswer[] }) {
  const { t, i18n } = useTranslation(["products", "properties", "options", "units"]);
  const num = new Intl.NumberFormat(i18n.language);
  const facts = (m: MaterialAnswer): [string, string][] => [
    [t("properties:type"), typeLabel(m.type)],
    [t("list.company"), m.company?.name ?? "—"],
    [t("properties:condition"), optionLabel(t, "condition", m.condition) || "—"],
    [t("list.amount"), m.capacity?.amount != null ? `${num.format(m.capacity.amount)} ${t("units:t")}` : "—"],
    [
      t("list.targetPrice"),
      m.pricePerTon
        ? `${new Intl.NumberFormat(i18n.language, { style: "currency", currency: m.pricePerTon.currency ?? "EUR", maximumFractionDigits: 0 }).format(m.pricePerTon.amount)} / ${t("units:t")}`
        : "—",
    ],
    [t("list.updated"), formatDate(m.updatedDate)],
  ];
  const cards: FactCard[] = items.map((m) => ({
    id: m.id,
    title: m.name,
    to: `/materials/${m.id}`,
    badges: (
      <>
        <DqlBadge level={m.dataQualityLevel} />
        {m.invalid && <InvalidBadge />}
      </>
    ),
    facts: facts(m),
  }));
  return <FactCards cards={cards} testId="materials-cards" item="material" />;
}
