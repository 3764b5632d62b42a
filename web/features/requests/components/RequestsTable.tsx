import { Flex, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { FirstPlus, ListTable, RowLink } from "../../../components/DataTable";
import { formatDate } from "../../../lib/dates";
import { requestFacts, TypeBadge } from "./cells";
import { RequestActions } from "./RequestActions";
import { StatusSelect } from "./StatusSelect";

export interface RequestRowsProps {
  items: MaterialRequestAnswer[];
  isSuperAdmin: boolean;
  onEdit: (r: MaterialRequestAnswer) => void;
}

/**
 * The request list on wider screens: type (with the description, the sticky column that
 * says which request a row is), company, dates, promo code, amount, target price, sources, conditions, colours,
 * viscosity, intended uses, status dropdown and actions.
 */
export function RequestsTable({ items, isSuperAdmin, onEdit }: RequestRowsProps) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const headers: string[] = [
    t("columns.type"),
    t("columns.company"),
    t("columns.created"),
    t("columns.updated"),
    t("columns.voucher"),
    t("columns.amount"),
    t("columns.targetPrice"),
    t("columns.sources"),
    t("columns.conditions"),
    t("columns.colors"),
    t("columns.viscosity"),
    t("columns.applications"),
    t("columns.status"),
    t("columns.actions"),
  ];
  return (
    <ListTable testId="requests-table" columns={headers} nowrap>
      {items.map((r) => {
        const f = requestFacts(t, i18n.language, r);
        const title = [f.materialType, r.description].filter(Boolean).join(" · ");
        return (
          <Table.Row key={r.id} data-testid="request-row" data-id={r.id} _hover={{ bg: "bg.subtle" }}>
            <Table.Cell maxW="300px">
              <Flex direction="column" gap="1" align="flex-start">
                <TypeBadge type={r.type} />
                {isSuperAdmin ? (
                  <RowLink to={`/material-requests/${r.id}`} testId="request-link" maxW="280px">
                    {title}
                  </RowLink>
                ) : (
                  <Text fontWeight="600" truncate maxW="280px" title={r.description} data-testid="request-title">
                    {title}
                  </Text>
                )}
              </Flex>
            </Table.Cell>
            <Table.Cell>{r.company?.name ?? "—"}</Table.Cell>
            <Table.Cell>{formatDate(r.createdDate)}</Table.Cell>
            <Table.Cell>{formatDate(r.updatedDate)}</Table.Cell>
            <Table.Cell fontFamily="mono" data-testid="request-voucher">
              {f.voucher}
            </Table.Cell>
            <Table.Cell>{f.amount}</Table.Cell>
            <Table.Cell>{f.targetPrice}</Table.Cell>
            <Table.Cell>
              <FirstPlus items={f.sources} />
            </Table.Cell>
            <Table.Cell>
              <FirstPlus items={f.conditions} />
            </Table.Cell>
            <Table.Cell>
              <FirstPlus items={f.colors} />
            </Table.Cell>
            <Table.Cell>{f.viscosity}</Table.Cell>
            <Table.Cell>
              <FirstPlus items={f.applications} />
            </Table.Cell>
            <Table.Cell>
              <StatusSelect request={r} canChange={isSuperAdmin} />
            </Table.Cell>
            <Table.Cell>
              <RequestActions request={r} isSuperAdmin={isSuperAdmin} onEdit={onEdit} />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
