import { Box, Button, Card, DataList, Flex, Heading } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lead } from "../../../../shared/schemas/lead";
import { formatDateTime } from "../../../lib/dates";
import { amountLabel, moneyLabel, optionList, typeLabel, viscosityLabel } from "./labels";

const LeadEditDialog = lazy(() => import("./LeadEditDialog"));

/** The lead's facts with the Edit dialog. Empty values show a dash. */
export function DetailsCard({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation(["leads", "options", "units"]);
  const [editing, setEditing] = useState(false);
  const price =
    lead.targetPrice?.amount != null
      ? `${moneyLabel(i18n.language, lead.targetPrice)} / ${t("units:t")}${lead.targetPrice.frequency ? ` · ${t(`options:frequency.${lead.targetPrice.frequency}`)}` : ""}`
      : "";
  const viscosity = [viscosityLabel(t, lead.viscosity), lead.viscosityDescription].filter(Boolean).join(" — ");
  const rows: [string, string, string][] = [
    ["type", t("detail.fields.type"), t(`detail.type.${lead.type}`)],
    ["materialType", t("detail.fields.materialType"), typeLabel(lead.materialType)],
    ["amount", t("detail.fields.amount"), amountLabel(t, i18n.language, lead.amount, lead.frequency)],
    ["targetPrice", t("detail.fields.targetPrice"), price],
    ["colors", t("detail.fields.colors"), optionList(t, "color", lead.colors)],
    ["conditions", t("detail.fields.conditions"), optionList(t, "condition", lead.conditions)],
    ["viscosity", t("detail.fields.viscosity"), viscosity],
    ["applications", t("detail.fields.applications"), (lead.applications ?? []).join(", ")],
    ["materialSources", t("detail.fields.sources"), optionList(t, "source", lead.materialSources)],
    ["processingMethods", t("detail.fields.processingMethods"), optionList(t, "processingMethod", lead.processingMethods)],
    ["originChannel", t("detail.fields.originChannel"), lead.originChannel],
    ["createdDate", t("detail.fields.created"), formatDateTime(lead.createdDate)],
    ["updatedDate", t("detail.fields.updated"), formatDateTime(lead.updatedDate)],
  ];
  return (
    <Card.Root rounded="xl" size="sm" data-testid="lead-details-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">
            {t("detail.details.title")}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="lead-edit">
            {t("detail.details.edit")}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {rows.map(([key, label, value]) => (
            <DataList.Item key={key} data-testid={`lead-fact-${key}`}>
              <DataList.ItemLabel minW="40%">{label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Box wordBreak="break-word">{value || "—"}</Box>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {editing && (
        <Suspense fallback={null}>
          <LeadEditDialog lead={lead} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
