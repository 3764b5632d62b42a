import { Badge, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyListAnswer } from "../../../../shared/schemas/company";
import { RowLink } from "../../../components/DataTable";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { formatDate } from "../../../lib/dates";
import { typeOrName } from "../../../lib/material-types";
import { nextSort, sortDirection, type CompanySort, type SortField } from "../filters";
import { applicationLabel } from "../labels";
import { ChipList } from "./ChipList";
import { CountryFlag } from "./CountryFlag";

/**
 * The companies list: every column on wider screens, name and dates sortable; on phones a
 * card per company with type and scope under the name, the score beside it and the other columns as facts.
 */
export function CompanyList({
  items,
  assigneeName,
  sort,
  onSort,
}: {
  items: CompanyListAnswer[];
  /** Staff names by id, for the assignee column (a placeholder while the staff list loads). */
  assigneeName: (id: string | null) => ReactNode;
  sort: CompanySort | undefined;
  onSort: (s: CompanySort) => void;
}) {
  const { t } = useTranslation(["companies", "options", "applications"]);
  const dash = <Text color="fg.subtle">—</Text>;
  const columns: RecordColumn<CompanyListAnswer>[] = [
    {
      key: "name",
      header: t("columns.name"),
      sortable: true,
      cardRole: "title",
      maxW: "280px",
      cell: (c) => (
        <RowLink to={`/companies/${c.id}`} testId="company-link" maxW="260px">
          {c.name}
        </RowLink>
      ),
    },
    { key: "createdDate", header: t("columns.created"), sortable: true, cell: (c) => formatDate(c.createdDate) },
    { key: "updatedDate", header: t("columns.updated"), sortable: true, cell: (c) => formatDate(c.updatedDate) },
    { key: "assignee", header: t("columns.assignee"), cell: (c) => (c.assignedUserId ? assigneeName(c.assignedUserId) : dash) },
    { key: "country", header: t("columns.country"), cell: (c) => <CountryFlag code={c.countryCode} /> },
    { key: "scope", header: t("columns.scope"), cardRole: "subtitle", cell: (c) => t(`options:companyScope.${c.scope}`) },
    {
      key: "type",
      header: t("columns.type"),
      cardRole: "subtitle",
      cell: (c) => (c.type ? t(`options:companyType.${c.type}`) : "—"),
      cardCell: (c) => (c.type ? t(`options:companyType.${c.type}`) : null),
    },
    {
      key: "score",
      header: t("columns.score"),
      cardRole: "meta",
      testId: "company-score",
      cell: (c) => (c.score != null ? `${c.score}/5` : "—"),
      cardCell: (c) => (c.score != null ? <Badge colorPalette="brand" variant="subtle">{`${c.score}/5`}</Badge> : null),
    },
    {
      key: "materials",
      header: t("columns.materials"),
      cell: (c) => <ChipList values={c.materials.map(typeOrName)} max={5} nowrap />,
      cardCell: (c) => <ChipList values={c.materials.map(typeOrName)} max={5} />,
    },
    {
      key: "applications",
      header: t("columns.applications"),
      cell: (c) => <ChipList values={c.applications.map((a) => applicationLabel(t, a))} max={3} nowrap />,
      cardCell: (c) => <ChipList values={c.applications.map((a) => applicationLabel(t, a))} max={3} />,
    },
  ];
  return (
    <RecordList
      name="companies"
      rows={items}
      columns={columns}
      rowKey={(c) => c.id}
      rowTestId="company-row"
      cardTestId="company-card"
      rowData={(c) => ({ "data-id": c.id })}
      sort={{ direction: (key) => sortDirection(sort, key as SortField), onSort: (key) => onSort(nextSort(sort, key as SortField)) }}
      nowrap
    />
  );
}
