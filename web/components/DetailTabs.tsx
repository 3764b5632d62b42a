import { Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AuditEntityType } from "../../shared/schemas/audit";
import { RecordHistory } from "./RecordHistory";

/**
 * A record screen's two tabs: its details (the screen as it was) and its History, read only when opened.
 */
export function DetailTabs({
  entityType,
  entityId,
  label,
  children,
}: {
  entityType: AuditEntityType;
  entityId: string;
  label?: (field: string) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Tabs.Root defaultValue="details" lazyMount variant="line" colorPalette="brand">
      <Tabs.List mb="4">
        <Tabs.Trigger value="details" data-testid="tab-details">
          {t("history.details")}
        </Tabs.Trigger>
        <Tabs.Trigger value="history" data-testid="tab-history">
          {t("history.tab")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" p="0">
        {children}
      </Tabs.Content>
      <Tabs.Content value="history" p="0">
        <RecordHistory entityType={entityType} entityId={entityId} label={label} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
