import { Flex } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/form/SelectField";
import { workflowStatuses, workflowTypes, type WorkflowStatus, type WorkflowType } from "../../../../shared/schemas/workflow";

const WIDTH = { base: "full", sm: "220px" };

export interface WorkflowFilter {
  type?: WorkflowType;
  status?: WorkflowStatus;
}

/** Type and status selects; the page keeps both in the URL (?type=&status=). */
export function WorkflowFilters({ value, onChange }: { value: WorkflowFilter; onChange: (f: WorkflowFilter) => void }) {
  const { t } = useTranslation("workflows");
  return (
    <Flex gap="2" wrap="wrap" mb="4">
      <SelectField
        size="sm"
        width={WIDTH}
        aria-label={t("filters.type")}
        data-testid="workflow-type-filter"
        value={value.type ?? ""}
        onValueChange={(type) => onChange({ ...value, type: type || undefined })}
        placeholder={t("filters.allTypes")}
        options={workflowTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
      />
      <SelectField
        size="sm"
        width={WIDTH}
        aria-label={t("filters.status")}
        data-testid="workflow-status-filter"
        value={value.status ?? ""}
        onValueChange={(status) => onChange({ ...value, status: status || undefined })}
        placeholder={t("filters.allStatuses")}
        options={workflowStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
    </Flex>
  );
}
