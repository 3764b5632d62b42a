import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/form/SelectField";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { COMPANY_TARGETS, CONTACT_TARGETS, type ColumnMapping, type ImportTarget } from "../importMapping";

/**
 * The import's column mapping: per column of the file its name, its first values and the field it goes to
 * (guessed, changeable; a field taken by another column is disabled). A table, on phones a card per column.
 */
export function MappingList({
  headers,
  records,
  mapping,
  onChange,
}: {
  headers: string[];
  records: Record<string, string>[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const { t } = useTranslation("companies");
  const targetLabel = (x: ImportTarget) => t(`import.targets.${x}`);
  const sample = (h: string) =>
    records
      .slice(0, 3)
      .map((r) => r[h])
      .filter(Boolean)
      .join(" · ") || "—";
  const targetsOf = (h: string) => {
    const used = new Set(
      Object.entries(mapping)
        .filter(([c, v]) => c !== h && v)
        .map(([, v]) => v),
    );
    const option = (x: ImportTarget) => ({ value: x, label: targetLabel(x), disabled: used.has(x) });
    return [
      { group: t("import.companyFields"), options: COMPANY_TARGETS.map(option) },
      { group: t("import.contactFields"), options: CONTACT_TARGETS.map(option) },
    ];
  };
  const columns: RecordColumn<string>[] = [
    { key: "column", header: t("import.column"), cardRole: "title", cell: (h) => <Text fontWeight="500">{h}</Text> },
    {
      key: "sample",
      header: t("import.sample"),
      cardRole: "subtitle",
      title: sample,
      cell: (h) => (
        <Text color="fg.muted" maxW="200px" truncate>
          {sample(h)}
        </Text>
      ),
      cardCell: sample,
    },
    {
      key: "target",
      header: t("import.target"),
      cardRole: "body",
      minW: "200px",
      cell: (h) => (
        <SelectField
          size="sm"
          aria-label={t("import.targetFor", { column: h })}
          data-testid={`map-${h}`}
          value={mapping[h] ?? ""}
          onValueChange={(target) => onChange({ ...mapping, [h]: target })}
          placeholder={t("import.skip")}
          options={targetsOf(h)}
        />
      ),
    },
  ];
  return <RecordList name="import-columns" rows={headers} columns={columns} rowKey={(h) => h} rowTestId="import-column" stickyFirst={false} />;
}
