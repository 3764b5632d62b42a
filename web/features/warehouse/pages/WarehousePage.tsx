import { Box, Link, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { FactCards } from "../../../components/FactCards";
import { ListTable } from "../../../components/DataTable";
import { WarehouseIcon } from "../../../components/icons";
import { PagedList } from "../../../components/PagedList";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useWarehouse, type WarehouseItem } from "../api";

/** /warehouse: available and reserved amounts per material, the draft samples reserving it. */
export default function WarehousePage() {
  const { t, i18n } = useTranslation(["products", "units"]);
  const trail = useCursorTrail();
  const list = useWarehouse(trail.cursor);
  const kg = (n: number) => `${new Intl.NumberFormat(i18n.language).format(n)} ${t("units:kg")}`;
  // Phones get cards instead of a six-column table that would scroll sideways, as the product list.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const head = [
    t("warehouse.material"),
    t("warehouse.company"),
    t("warehouse.available"),
    t("warehouse.reserved"),
    t("warehouse.draftSamples"),
    t("warehouse.updated"),
  ];

  const reservedKg = (w: WarehouseItem) => w.reserved.reduce((s, r) => s + r.amountKg, 0);
  // Each draft sample reserving stock links to its lead (ADR 0138: read live from the draft samples).
  const draftSamples = (w: WarehouseItem) => {
    const drafts = w.reserved.filter((r) => r.leadId);
    return drafts.length ? (
      <Stack as="ul" gap="1" listStyleType="none" data-testid="warehouse-drafts">
        {drafts.map((r, i) => (
          <li key={r.sampleId ?? i}>
            <Link asChild fontSize="sm" data-testid="warehouse-draft-link">
              <RouterLink to={`/leads/${r.leadId}`}>
                <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {r.amountKg ? kg(r.amountKg) : "—"}
                </Text>
                {r.lead?.description && (
                  <Text as="span" truncate maxW="220px" display="inline-block" verticalAlign="bottom">
                    · {r.lead.description}
                  </Text>
                )}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    ) : (
      <Text as="span" color="fg.subtle">
        {t("warehouse.noDraftSamples")}
      </Text>
    );
  };

  return (
    <Box>
      <PageHeader title={t("warehouse.title")} subtitle={t("warehouse.subtitle")} />
      <PagedList
        name="warehouse"
        list={list}
        trail={trail}
        filtered={false}
        icon={<WarehouseIcon />}
        texts={{ loadFailed: t("list.loadFailed"), retry: t("list.retry"), emptyTitle: t("warehouse.empty"), emptyFiltered: t("warehouse.empty") }}
      >
        {(items) =>
          phone ? (
            <FactCards
              testId="warehouse-cards"
              item="warehouse"
              cards={items.map((w) => ({
                id: w.id,
                title: w.material?.name ?? w.id,
                to: `/materials/${w.id}`,
                subtitle: w.material?.internalName ?? undefined,
                facts: [
                  [head[1], w.material?.companyName ?? "—"],
                  [head[2], kg(w.availableAmountKg)],
                  [head[3], reservedKg(w) ? kg(reservedKg(w)) : "—"],
                  [head[5], formatDate(w.updatedDate)],
                  [head[4], draftSamples(w)],
                ],
              }))}
            />
          ) : (
            <ListTable testId="warehouse-table" columns={head.map((label, i) => (i === 2 || i === 3 ? { label, align: "end" } : label))}>
              {items.map((w) => {
                const reserved = reservedKg(w);
                return (
                  <Table.Row key={w.id} data-testid="warehouse-row">
                    <Table.Cell>
                      <Link asChild fontWeight="600">
                        <RouterLink to={`/materials/${w.id}`}>{w.material?.name ?? w.id}</RouterLink>
                      </Link>
                      {w.material?.internalName && (
                        <Text fontSize="xs" color="fg.muted">
                          {w.material.internalName}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{w.material?.companyName ?? "—"}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="500">
                      {kg(w.availableAmountKg)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {reserved ? kg(reserved) : "—"}
                    </Table.Cell>
                    <Table.Cell>{draftSamples(w)}</Table.Cell>
                    <Table.Cell>{formatDate(w.updatedDate)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </ListTable>
          )
        }
      </PagedList>
    </Box>
  );
}
