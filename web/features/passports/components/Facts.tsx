import { DataList, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Label/value rows; a fact not stated reads "Not stated". Labels sit beside values on wide screens, above on phones. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation("passports");
  return (
    <DataList.Root orientation={{ base: "vertical", md: "horizontal" }} size="md" gap="3">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="48">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || <Text color="fg.muted">{t("notStated")}</Text>}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
