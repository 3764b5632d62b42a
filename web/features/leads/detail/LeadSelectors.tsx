import { Field, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { leadCompletionStatuses, leadStatuses, type Lead } from "../../../../shared/schemas/lead";
import { staffName, useStaff } from "../../../lib/users";
import { useLeadSave } from "./useLeadSave";

function Selector({ label, value, onChange, disabled, testId, children }: { label: string; value: string; onChange: (v: string) => void; disabled: boolean; testId: string; children: ReactNode }) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontWeight="500" fontSize="sm">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="bg" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
        onChange={(v) => void save({ status: v as Lead["status"] }, t("detail.toast.statusUpdated"))}
        testId="lead-status"
      >
        {leadStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`detail.status.${s}`)}
          </option>
        ))}
      </Selector>
      <Selector
        label={t("detail.fields.completionStatus")}
        value={lead.completionStatus ?? ""}
        disabled={busy}
        onChange={(v) => void save({ completionStatus: (v || null) as Lead["completionStatus"] }, t("detail.toast.completionUpdated"))}
        testId="lead-completion"
      >
        <option value="">{t("detail.completion.none")}</option>
        {leadCompletionStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`detail.status.${s}`)}
          </option>
        ))}
      </Selector>
      <Selector
        label={t("detail.fields.assignee")}
        value={lead.assigneeId ?? ""}
        disabled={busy}
        onChange={(v) => void save({ assigneeId: v || null }, t(v ? "detail.toast.assigned" : "detail.toast.unassigned"))}
        testId="lead-assignee"
      >
        <option value="">{t("detail.assignee.none")}</option>
        {!assigneeKnown && <option value={lead.assigneeId!}>{lead.assignee?.name ?? lead.assigneeId}</option>}
        {staff.map((u) => (
          <option key={u.id} value={u.id}>
            {staffName(u)}
          </option>
        ))}
      </Selector>
    </SimpleGrid>
  );
}
