import { Box, Link, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Sample } from "../../../../shared/schemas/sample";
import { ListTable } from "../../../components/DataTable";
import { FactCards } from "../../../components/FactCards";
import { BoxIcon } from "../../../components/icons";
import { PagedList } from "../../../components/PagedList";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useSamples } from "../api";
import { SampleStatusBadge } from "../components/SampleStatusBadge";

/** /samples: every sample, newest first — lead, material, kg, status, created, status updated. */
export default function SamplesPage() {
  const { t, i18n } = useTranslation(["samples", "units"]);
  const trail = useCursorTrail();
  const list = useSamples(trail.cursor);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const kg = (n: number | null | undefined) => (n === null || n === undefined ? "—" : `${new Intl.NumberFormat(i18n.language).format(n)} ${t("units:kg")}`);
  const head = [t("table.lead"), t("table.material"), t("table.amount"), t("table.status"), t("table.created"), t("table.statusUpdated")];
  const leadLink = (s: Sample) => (
    <Link asChild fontWeight="600">
      <RouterLink to={`/leads/${s.leadId}`}>{s.lead?.description ?? t("table.deletedLead")}</RouterLink>
    </Link>
  );
  const materialLink = (s: Sample) =>
    s.material ? (
      <Link asChild>
        <RouterLink to={`/materials/${s.materialId}`}>{s.material.name}</RouterLink>
      </Link>
    ) : (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );

  return (
    <Box>
      <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      <PagedList
        name="samples"
        list={list}
        trail={trail}
        filtered={false}
        icon={<BoxIcon />}
        texts={{
          loadFailed: t("loadFailed"),
          retry: t("page.retry"),
          emptyTitle: t("page.empty"),
          emptyText: t("page.emptyText"),
          emptyFiltered: t("page.emptyText"),
        }}
      >
        {(items) =>
          phone ? (
            <FactCards
              testId="samples-cards"
              item="sample"
              cards={items.map((s) => ({
                id: s.id,
                title: s.lead?.description ?? t("table.deletedLead"),
                to: `/leads/${s.leadId}`,
                badges: <SampleStatusBadge status={s.status} />,
                facts: [
                  [head[1], materialLink(s)],
                  [head[2], kg(s.amountKg)],
                  [head[4], formatDate(s.createdDate)],
                  [head[5], formatDate(s.statusUpdatedDate)],
                ],
              }))}
            />
          ) : (
            <ListTable testId="samples-table" columns={head.map((label, i) => (i === 2 ? { label, align: "end" } : label))}>
              {items.map((s) => (
                <Table.Row key={s.id} data-testid="sample-row" data-id={s.id}>
                  <Table.Cell maxW="320px" truncate>
                    {leadLink(s)}
                  </Table.Cell>
                  <Table.Cell>{materialLink(s)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {kg(s.amountKg)}
                  </Table.Cell>
                  <Table.Cell>
                    <SampleStatusBadge status={s.status} />
                  </Table.Cell>
                  <Table.Cell>{formatDate(s.createdDate)}</Table.Cell>
                  <Table.Cell>{formatDate(s.statusUpdatedDate)}</Table.Cell>
                </Table.Row>
              ))}
            </ListTable>
          )
        }
      </PagedList>
    </Box>
  );
}
