import { Flex, Image, Table, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { MaterialListItem as Material } from "../../../../shared/schemas/material";
import { formatViscosity } from "../../../../shared/rules/viscosity";
import { BoxIcon } from "../../../components/icons";
import { FirstPlus, ListTable, RowLink } from "../../../components/DataTable";
import { formatDate } from "../../../lib/dates";
import { optionLabel, typeLabel } from "../labels";
import { DqlBadge, InvalidBadge } from "./DqlBadge";

/** The menu machine is the heaviest part of the list; it loads after the table has painted. */
const DocumentsMenu = lazy(() => import("./DocumentsMenu"));

const dash = (s: string | null | undefined) => (s ? s : "—");

function Thumb({ m }: { m: Material }) {
  const url = m.images[0]?.url;
  return url ? (
    <Image src={url} alt="" boxSize="9" rounded="md" objectFit="cover" borderWidth="1px" />
  ) : (
    <Flex boxSize="9" rounded="md" bg="bg.muted" align="center" justify="center" color="fg.subtle">
      <BoxIcon boxSize="4" />
    </Flex>
  );
}

/** The product list: admin-only columns for super admins; the assignee column stays hidden. */
export function MaterialsTable({ items, isAdmin }: { items: Material[]; isAdmin: boolean }) {
  const { t, i18n } = useTranslation(["products", "properties", "options", "units"]);
  const num = new Intl.NumberFormat(i18n.language);
  const money = (p: Material["pricePerTon"]) =>
    p ? new Intl.NumberFormat(i18n.language, { style: "currency", currency: p.currency ?? "EUR", maximumFractionDigits: 0 }).format(p.amount) : "—";
  const viscosity = (v: Material["viscosity"]) => (v?.type ? `${t(`options:viscosityShort.${v.type}`)} ${formatViscosity(v)}` : "—");
  const headers = [
    t("properties:name"),
    t("properties:images"),
    t("properties:type"),
    t("list.company"),
    ...(isAdmin ? [t("list.catalog")] : []),
    t("list.created"),
    t("list.updated"),
    t("list.amount"),
    t("list.targetPrice"),
    t("properties:condition"),
    t("properties:source"),
    t("properties:color"),
    t("properties:viscosity"),
    t("properties:countryOfOrigin"),
    t("list.intendedUses"),
    t("properties:certificates"),
    t("list.documents"),
    ...(isAdmin ? [t("list.score")] : []),
  ];
  return (
    <ListTable testId="materials-table" columns={headers} nowrap>
      {items.map((m) => (
        <Table.Row key={m.id} data-testid="material-row" data-id={m.id} _hover={{ bg: "bg.subtle" }}>
          <Table.Cell maxW="320px">
            <Flex direction="column" gap="1">
              <RowLink to={`/materials/${m.id}`} testId="material-link" maxW="300px">
                {m.name}
              </RowLink>
              <Flex gap="1">
                <DqlBadge level={m.dataQualityLevel} />
                {m.invalid && <InvalidBadge />}
              </Flex>
            </Flex>
          </Table.Cell>
          <Table.Cell>
            <Thumb m={m} />
          </Table.Cell>
          <Table.Cell fontWeight="500">{typeLabel(m.type)}</Table.Cell>
          <Table.Cell>{dash(m.company?.name)}</Table.Cell>
          {isAdmin && <Table.Cell>{m.isPublic ? <Text color="green.fg">✓ {t("list.listed")}</Text> : <Text color="fg.subtle">—</Text>}</Table.Cell>}
          <Table.Cell>{formatDate(m.createdDate)}</Table.Cell>
          <Table.Cell>{formatDate(m.updatedDate)}</Table.Cell>
          <Table.Cell>
            {m.capacity?.amount != null
              ? `${num.format(m.capacity.amount)} ${t("units:t")}${m.capacity.frequency ? ` ${t(`options:frequency.${m.capacity.frequency}`)}` : ""}`
              : "—"}
          </Table.Cell>
          <Table.Cell>{m.pricePerTon ? `${money(m.pricePerTon)} / ${t("units:t")}` : "—"}</Table.Cell>
          <Table.Cell>{dash(optionLabel(t, "condition", m.condition))}</Table.Cell>
          <Table.Cell>{dash(optionLabel(t, "source", m.source))}</Table.Cell>
          <Table.Cell>{dash(optionLabel(t, "color", m.color))}</Table.Cell>
          <Table.Cell>{viscosity(m.viscosity)}</Table.Cell>
          <Table.Cell>{dash(m.countryOfOrigin)}</Table.Cell>
          <Table.Cell>
            <FirstPlus items={(m.intendedMarkets ?? []).map((v) => optionLabel(t, "intendedMarket", v))} />
          </Table.Cell>
          <Table.Cell>
            <FirstPlus items={(m.certificates ?? []).map((v) => optionLabel(t, "certificate", v))} />
          </Table.Cell>
          <Table.Cell>
            {m.documents.length ? (
              <Suspense fallback={<Text color="fg.muted">{m.documents.length}</Text>}>
                <DocumentsMenu documents={m.documents} />
              </Suspense>
            ) : (
              <Text color="fg.subtle">—</Text>
            )}
          </Table.Cell>
          {isAdmin && <Table.Cell>{m.company?.score != null ? `${m.company.score} / 5` : "—"}</Table.Cell>}
        </Table.Row>
      ))}
    </ListTable>
  );
}
