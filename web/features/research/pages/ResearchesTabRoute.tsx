import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useOutletContext } from "react-router";
import type { Research } from "../../../../shared/schemas/research";
import { SearchIcon } from "../../../components/icons";
import { RecordList, RecordListEmpty, type RecordColumn } from "../../../components/RecordList";
import { formatDateTime } from "../../../lib/dates";
import { useResearches } from "../api";
import { StatusBadge } from "../components/StatusBadge";

/** The company page's outlet (read by shape: this feature does not import the companies feature). */
interface CompanyOutlet {
  company: { id: string; name: string };
}

const NOTES_MAX = 30;
/** User notes truncated at 30 characters (the whole text in the cell's title). */
export const truncateNotes = (notes: string | null) => (notes && notes.length > NOTES_MAX ? `${notes.slice(0, NOTES_MAX)}…` : (notes ?? ""));

/**
 * The company's Researches tab: status, notes, dates; only completed rows
 * link to their result; a failed row says why. Phones get a card per research. The list asks again while any research runs, so the user sees
 * pending → In Progress → Completed without reloading.
 */
export default function ResearchesTabRoute() {
  const { company } = useOutletContext<CompanyOutlet>();
  const { t } = useTranslation("research");
  const { data, error } = useResearches(company.id);
  const items = data?.data ?? [];
  // On a phone card: the creation date as the title, the status beside it, notes and completion as facts, the result under them.
  const columns: RecordColumn<Research>[] = [
    { key: "status", header: t("list.status"), cardRole: "meta", cell: (r) => <StatusBadge status={r.status} /> },
    { key: "result", header: t("list.result"), cardRole: "body", cell: (r) => <Result r={r} companyId={company.id} /> },
    {
      key: "notes",
      header: t("list.notes"),
      nowrap: true,
      testId: "research-notes-cell",
      title: (r) => r.input.userNotes ?? undefined,
      cell: (r) => truncateNotes(r.input.userNotes) || "—",
    },
    { key: "created", header: t("list.created"), cardRole: "title", nowrap: true, testId: "research-created", cell: (r) => formatDateTime(r.createdDate) },
    { key: "completed", header: t("list.completed"), nowrap: true, cell: (r) => (r.completedDate ? formatDateTime(r.completedDate) : "—") },
  ];

  return (
    <Stack gap="4" data-testid="researches-tab">
      <Heading as="h2" size="md">
        {t("list.title")}
      </Heading>
      <RecordList
        name="researches"
        rows={items}
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="research-row"
        rowData={(r) => ({ "data-id": r.id })}
        label={t("list.title")}
        loading={!data && !error}
        loadingLabel={t("list.loading")}
        error={error ? <Text color="fg.error">{t("list.loadFailed")}</Text> : undefined}
        empty={<RecordListEmpty testId="researches-empty" icon={<SearchIcon />} title={t("list.empty")} description={t("list.emptyHint")} />}
      />
    </Stack>
  );
}

/** The result cell: a link to a completed research, the reason of a failed one, "running" otherwise. */
function Result({ r, companyId }: { r: Research; companyId: string }) {
  const { t } = useTranslation("research");
  if (r.status === "completed")
    return (
      <Link asChild fontWeight="600" color="fg" textDecoration="underline">
        <RouterLink to={`/companies/${companyId}/researches/${r.id}`} data-testid="research-open">
          {t("list.open")}
        </RouterLink>
      </Link>
    );
  if (r.status === "failed")
    return (
      <Box color="fg.error" fontSize="sm" data-testid="research-error" minW="48" maxW="72" whiteSpace="normal">
        {t("list.failedBecause", { reason: r.error ?? t("list.unknownReason") })}
      </Box>
    );
  return (
    <Text color="fg.muted" fontSize="sm">
      {t("list.running")}
    </Text>
  );
}
