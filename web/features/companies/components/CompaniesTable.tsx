import { Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyListAnswer } from "../../../../shared/schemas/company";
import { ColumnHeader, RowLink, SortableHeader } from "../../../components/DataTable";
import { STICKY_FIRST_COLUMN } from "../../../components/stickyColumn";
import { formatDate } from "../../../lib/dates";
import { typeOrName } from "../../../lib/material-types";
import { nextSort, sortDirection, type CompanySort, type SortField } from "../filters";
import { applicationLabel } from "../labels";
import { ChipList } from "./ChipList";
import { CountryFlag } from "./CountryFlag";

export interface CompanyRowsProps {
  items: CompanyListAnswer[];
  /** Staff names by id, for the assignee column (a placeholder while the staff list loads). */
  assigneeName: (id: string | null) => ReactNode;
}


/** The companies list on wider screens: every column, name and dates sortable. */
export function CompaniesTable({ items, assigneeName, sort, onSort }: CompanyRowsProps & { sort: CompanySort | undefined; onSort: (s: CompanySort) => void }) {
  const { t } = useTranslation(["companies", "options", "applications"]);
  const sortable = (field: SortField, label: string) => (
    <SortableHeader key={field} label={label} direction={sortDirection(sort, field)} onSort={() => onSort(nextSort(sort, field))} testId={`sort-${field}`} />
  );
  const plain = (key: string, label: string) => (
    <ColumnHeader key={key}>
      {label}
    </ColumnHeader>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="sm" data-testid="companies-table" css={{ "& td, & th": { whiteSpace: "nowrap" }, ...STICKY_FIRST_COLUMN }}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {sortable("name", t("columns.name"))}
            {sortable("createdDate", t("columns.created"))}
            {sortable("updatedDate", t("columns.updated"))}
            {plain("assignee", t("columns.assignee"))}
            {plain("country", t("columns.country"))}
            {plain("scope", t("columns.scope"))}
            {plain("type", t("columns.type"))}
            {plain("score", t("columns.score"))}
            {plain("materials", t("columns.materials"))}
            {plain("applications", t("columns.applications"))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row key={c.id} data-testid="company-row" data-id={c.id} _hover={{ bg: "bg.subtle" }}>
              <Table.Cell maxW="280px">
                <RowLink to={`/companies/${c.id}`} testId="company-link" maxW="260px">
                  {c.name}
                </RowLink>
              </Table.Cell>
              <Table.Cell>{formatDate(c.createdDate)}</Table.Cell>
              <Table.Cell>{formatDate(c.updatedDate)}</Table.Cell>
              <Table.Cell>{c.assignedUserId ? assigneeName(c.assignedUserId) : <Text color="fg.subtle">—</Text>}</Table.Cell>
              <Table.Cell>
                <CountryFlag code={c.countryCode} />
              </Table.Cell>
              <Table.Cell>{t(`options:companyScope.${c.scope}`)}</Table.Cell>
              <Table.Cell>{c.type ? t(`options:companyType.${c.type}`) : "—"}</Table.Cell>
              <Table.Cell data-testid="company-score">{c.score != null ? `${c.score}/5` : "—"}</Table.Cell>
              <Table.Cell>
                <ChipList values={c.materials.map(typeOrName)} max={5} nowrap />
              </Table.Cell>
              <Table.Cell>
                <ChipList values={c.applications.map((a) => applicationLabel(t, a))} max={3} nowrap />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
