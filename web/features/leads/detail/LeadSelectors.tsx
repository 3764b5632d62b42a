import { Field, SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { leadCompletionStatuses, leadStatuses, type Lead } from "../../../../shared/schemas/lead";
import { SelectField, type SelectFieldProps } from "../../../components/form/SelectField";
import { staffName, useStaff } from "../../../lib/users";
import { useLeadSave } from "./useLeadSave";

function Selector<V extends string>({ label, disabled, ...select }: { label: string; disabled: boolean } & SelectFieldProps<V>) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontWeight="500" fontSize="sm">
        {label}
      </Field.Label>
      <SelectField size="sm" bg="bg" {...select} />
    </Field.Root>
  );
}

/**
 * Status (the seven; any may be chosen), completion status (won or lost, clearable) and assignee (staff):
 * each change is one POST /leads with the version read, with its success or failure toast.
 */
export function LeadSelectors({ lead }: { lead: Lead }) {
  const { t } = useTranslation(["leads", "toastMessages"]);
  const { staff } = useStaff();
  const { save, busy } = useLeadSave(lead);
  const assigneeKnown = !lead.assigneeId || staff.some((u) => u.id === lead.assigneeId);
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="6" data-testid="lead-selectors" data-busy={busy}>
      <Selector
        label={t("detail.fields.status")}
        value={lead.status}
        disabled={busy}
        onValueChange={(v) => void (v && save({ status: v }, t("detail.toast.statusUpdated")))}
        data-testid="lead-status"
        options={leadStatuses.map((s) => ({ value: s, label: t(`detail.status.${s}`) }))}
      />
      <Selector
        label={t("detail.fields.completionStatus")}
        value={lead.completionStatus ?? ""}
        disabled={busy}
        onValueChange={(v) => void save({ completionStatus: v || null }, t("detail.toast.completionUpdated"))}
        data-testid="lead-completion"
        placeholder={t("detail.completion.none")}
        options={leadCompletionStatuses.map((s) => ({ value: s, label: t(`detail.status.${s}`) }))}
      />
      <Selector
        label={t("detail.fields.assignee")}
        value={lead.assigneeId ?? ""}
        disabled={busy}
        onValueChange={(v) => void save({ assigneeId: v || null }, t(v ? "detail.toast.assigned" : "detail.toast.unassigned"))}
        data-testid="lead-assignee"
        placeholder={t("detail.assignee.none")}
        options={[
          ...(assigneeKnown ? [] : [{ value: lead.assigneeId!, label: lead.assignee?.name ?? lead.assigneeId! }]),
          ...staff.map((u) => ({ value: u.id, label: staffName(u) })),
        ]}
      />
    </SimpleGrid>
  );
}
