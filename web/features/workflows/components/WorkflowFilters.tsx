import { Flex } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { OptionSelect } from "../../../components/OptionSelect";
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
      <OptionSelect
        size="sm"
        w={WIDTH}
        label={t("filters.type")}
        testId="workflow-type-filter"
        value={value.type ?? ""}
        onChange={(e) => onChange({ ...value, type: (e.target.value || undefined) as WorkflowType | undefined })}
        options={[{ value: "", label: t("filters.allTypes") }, ...workflowTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
      />
      <OptionSelect
        size="sm"
        w={WIDTH}
        label={t("filters.status")}
        testId="workflow-status-filter"
        value={value.status ?? ""}
        onChange={(e) => onChange({ ...value, status: (e.target.value || undefined) as WorkflowStatus | undefined })}
        options={[{ value: "", label: t("filters.allStatuses") }, ...workflowStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
    </Flex>
  );
}
