import { Flex, NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { workflowStatuses, workflowTypes, type WorkflowStatus, type WorkflowType } from "../../../../shared/schemas/workflow";

export interface WorkflowFilter {
  type?: WorkflowType;
  status?: WorkflowStatus;
}

/** Type and status selects; the page keeps both in the URL (?type=&status=). */
export function WorkflowFilters({ value, onChange }: { value: WorkflowFilter; onChange: (f: WorkflowFilter) => void }) {
  const { t } = useTranslation("workflows");
  return (
    <Flex gap="2" wrap="wrap" mb="4">
      <NativeSelect.Root size="sm" width={{ base: "full", sm: "220px" }}>
        <NativeSelect.Field bg="bg" aria-label={t("filters.type")} value={value.type ?? ""} onChange={(e) => onChange({ ...value, type: (e.target.value || undefined) as WorkflowType | undefined })} data-testid="workflow-type-filter">
          <option value="">{t("filters.allTypes")}</option>
          {workflowTypes.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width={{ base: "full", sm: "220px" }}>
        <NativeSelect.Field bg="bg" aria-label={t("filters.status")} value={value.status ?? ""} onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as WorkflowStatus | undefined })} data-testid="workflow-status-filter">
          <option value="">{t("filters.allStatuses")}</option>
          {workflowStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
