import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FactCards, type FactCard } from "../../../components/FactCards";
import { formatDate } from "../../../lib/dates";
import { typeOrName } from "../../../lib/material-types";
import { applicationLabel } from "../labels";
import { ChipList } from "./ChipList";
import { CountryFlag } from "./CountryFlag";
import type { CompanyRowsProps } from "./CompaniesTable";

/** The companies list on phones: one card per company with the table's columns as facts (no sideways scrolling). */
export function CompanyCards({ items, assigneeName }: CompanyRowsProps) {
  const { t } = useTranslation(["companies", "options", "applications"]);
  const cards: FactCard[] = items.map((c) => ({
    id: c.id,
    title: c.name,
    to: `/companies/${c.id}`,
    subtitle: [c.type && t(`options:companyType.${c.type}`), t(`options:companyScope.${c.scope}`)].filter(Boolean).join(" · "),
    badges: c.score != null ? <Badge colorPalette="brand" variant="subtle">{`${c.score}/5`}</Badge> : undefined,
    facts: [
      [t("columns.country"), <CountryFlag key="f" code={c.countryCode} />],
      [t("columns.assignee"), c.assignedUserId ? assigneeName(c.assignedUserId) : "—"],
      [t("columns.created"), formatDate(c.createdDate)],
      [t("columns.updated"), formatDate(c.updatedDate)],
      [t("columns.materials"), <ChipList key="m" values={c.materials.map(typeOrName)} max={5} />],
      [t("columns.applications"), <ChipList key="a" values={c.applications.map((a) => applicationLabel(t, a))} max={3} />],
    ],
  }));
  return <FactCards cards={cards} testId="companies-cards" item="company" />;
}
