import { Box, DataList, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ReadNeed } from "../../../../shared/schemas/conversation";

/** Stored values as words: "blowMolding" → "blow molding". */
const words = (v: string) => v.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
const LIST_FIELDS = ["conditions", "colors", "materialSources", "processingMethods", "certificates", "applications"] as const;

/** The playground's panel: what the engine read from the conversation's messages (the fields it recommends by). */
export function NeedPanel({ need }: { need: ReadNeed | null }) {
  const { t } = useTranslation("conversations");
  const dash = t("playground.none");
  const rows: [string, string][] = need
    ? [
        ["materialType", need.materialType ? need.materialType.toUpperCase() : dash],
        ...LIST_FIELDS.map((f) => [f, need[f].length ? need[f].map(words).join(", ") : dash] as [string, string]),
        ["amount", need.amount != null ? `${need.amount} t` : dash],
        [
          "capacity",
          need.capacity ? t("playground.perPeriod", { amount: need.capacity.amount, period: t(`playground.period.${need.capacity.frequency}`) }) : dash,
        ],
        ["viscosity", need.viscosity ? `${need.viscosity.type} ${need.viscosity.min ?? ""}–${need.viscosity.max ?? ""}` : dash],
      ]
    : [];
  return (
    <Box as="aside" borderWidth="1px" rounded="xl" bg="bg" p="4" aria-labelledby="need-heading" data-testid="need-panel">
      <Heading as="h2" size="sm" id="need-heading" mb="3">
        {t("playground.need")}
      </Heading>
      {need ? (
        <DataList.Root size="sm" orientation="horizontal">
          {rows.map(([field, value]) => (
            <DataList.Item key={field} data-testid={`need-${field}`}>
              <DataList.ItemLabel>{t(`playground.fields.${field}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t("playground.needEmpty")}
        </Text>
      )}
    </Box>
  );
}
