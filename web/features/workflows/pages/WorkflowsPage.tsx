import { Box, Button, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router";
import { workflowStatuses, workflowTypes, type WorkflowListItem, type WorkflowStatus, type WorkflowType } from "../../../../shared/schemas/workflow";
import { WorkflowIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { notify } from "../../../components/toaster";
import { formatDateTime } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { retryWorkflow, useWorkflowList } from "../api";
import { ChangesDialog } from "../components/ChangesDialog";
import { WorkflowFilters, type WorkflowFilter } from "../components/WorkflowFilters";
import { WorkflowStatusBadge } from "../components/WorkflowStatusBadge";

/** What the run is about: the company (a link to it) or the visitor, and the interest a step stored (a link to /interests). */
function SubjectLink({ run }: { run: WorkflowListItem }) {
  const { t } = useTranslation("workflows");
  const label = run.subject.label;
  if (!label) return null;
  const interest = run.subject.interestId ? (
    <Link asChild fontSize="sm" color="brand.fg" ms="2" data-testid="workflow-interest">
      <RouterLink to="/interests?view=all">{t("materialRequest")}</RouterLink>
    </Link>
  ) : null;
  return run.subject.companyId ? (
    <Link asChild fontSize="sm" color="brand.fg" data-testid="workflow-subject">
      <RouterLink to={`/companies/${encodeURIComponent(run.subject.companyId)}`}>{label}</RouterLink>
    </Link>
  ) : (
    <Text fontSize="sm" color="fg.muted" data-testid="workflow-subject">
      {label}
      {interest}
    </Text>
  );
}

const pick = <T extends string>(values: readonly T[], v: string | null) => (v && (values as readonly string[]).includes(v) ? (v as T) : undefined);

/**
 * /workflows: every research and k-fair run, newest first, with type, status
 * (a failed run says why), created and completed dates; "View details" opens the Changes dialog, and a failed
 * run can be retried. Refreshes itself while a listed run is running.
 */
export default function WorkflowsPage() {
  const { t } = useTranslation(["workflows", "toastMessages"]);
  const [params, setParams] = useSearchParams();
  // Unknown values in a shared link are ignored rather than failing the list.
  const filter: WorkflowFilter = {
    type: pick<WorkflowType>(workflowTypes, params.get("type")),
    status: pick<WorkflowStatus>(workflowStatuses, params.get("status")),
  };
  const trail = useCursorTrail();
  const list = useWorkflowList(filter, trail.cursor);
  const [open, setOpen] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);

  const setFilter = (f: WorkflowFilter) =>
    setParams(() => {
      const out = new URLSearchParams();
      if (f.type) out.set("type", f.type);
      if (f.status) out.set("status", f.status);
      return out;
    });

  const retry = async (id: string) => {
    setRetrying(id);
    try {
      await retryWorkflow(id);
      notify.success(t("retried"));
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setRetrying(null);
    }
  };

  const actions = (r: WorkflowListItem) => (
    <Flex gap="2" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => setOpen(r.id)} data-testid="workflow-details">
        {t("actions.viewDetails")}
      </Button>
      {r.state.status === "failed" && (
        <Button size="xs" variant="outline" loading={retrying === r.id} onClick={() => void retry(r.id)} data-testid="workflow-retry">
          {t("actions.retry")}
        </Button>
      )}
    </Flex>
  );
  const status = (r: WorkflowListItem) => (
    <Stack gap="1" align="flex-start">
      <WorkflowStatusBadge status={r.state.status} />
      {r.state.status === "failed" && r.state.error && (
        <Text fontSize="xs" color="fg.error" maxW="320px" whiteSpace="normal" data-testid="workflow-error">
          {r.state.step ? `${r.state.step}: ` : ""}
          {r.state.error}
        </Text>
      )}
      {r.state.status === "running" && r.state.step && (
        <Text fontSize="xs" color="fg.muted">
          {t("currentStep", { step: r.state.step })}
        </Text>
      )}
    </Stack>
  );

  const columns: RecordColumn<WorkflowListItem>[] = [
    {
      key: "type",
      header: t("columns.type"),
      cardRole: "title",
      nowrap: true,
      cell: (r) => (
        <>
          <Text fontWeight="500">{t(`type.${r.type}`)}</Text>
          <SubjectLink run={r} />
        </>
      ),
      cardCell: (r) => (
        <>
          {t(`type.${r.type}`)}
          <Box fontWeight="normal">
            <SubjectLink run={r} />
          </Box>
        </>
      ),
    },
    { key: "status", header: t("columns.status"), cardRole: "body", cell: status },
    { key: "created", header: t("columns.created"), nowrap: true, cell: (r) => formatDateTime(r.createdDate) },
    { key: "completed", header: t("columns.completed"), nowrap: true, cell: (r) => formatDateTime(r.completedDate) || "—" },
    { key: "actions", header: t("columns.actions"), cardRole: "body", cell: actions },
  ];

  return (
    <Box>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <WorkflowFilters value={filter} onChange={setFilter} />
      <PagedList
        name="workflows"
        list={list}
        trail={trail}
        filtered={Boolean(filter.type || filter.status)}
        icon={<WorkflowIcon />}
        texts={{ loadFailed: t("loadFailed"), retry: t("reload"), emptyTitle: t("emptyTitle"), emptyText: t("emptyText"), emptyFiltered: t("emptyFiltered") }}
      >
        {(items) => (
          <RecordList name="workflows" rows={items} columns={columns} rowKey={(r) => r.id} rowTestId="workflow-row" rowData={(r) => ({ "data-id": r.id })} />
        )}
      </PagedList>
      <ChangesDialog id={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
