import { Box, Button, Flex, Text, useBreakpointValue } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { suspectSorts, type Suspect } from "../../../../shared/schemas/suspect";
import { TargetIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { formatDateTime } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { DEFAULT_SORT, useSuspectList, type SuspectSort } from "../api";
import { NewSuspectDialog } from "../components/NewSuspectDialog";
import { ResearchStatusBadge } from "../components/ResearchStatusBadge";
import { directionOf, nextSort, type SortField } from "../sort";
import { SelectField } from "../../../components/form/SelectField";

const isSort = (s: string | null): s is SuspectSort => (suspectSorts as readonly string[]).includes(s ?? "");

/** COMPANY: the matched or created company, opened in a new tab. */
function CompanyButtons({ suspect }: { suspect: Suspect }) {
  const { t } = useTranslation("suspects");
  return (
    <Flex gap="1" wrap="wrap">
      {suspect.companyIds.map((id, i) => (
        <Button key={id} asChild size="xs" variant="outline" bg="bg" textTransform="uppercase" letterSpacing="wide">
          <a
            href={`/companies/${id}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("openCompany", { name: suspect.name, n: i + 1 })}
            data-testid="suspect-company"
          >
            {t("company")}
          </a>
        </Button>
      ))}
    </Flex>
  );
}

/**
 * /suspects: every suspect, newest first by default, sortable by name and creation
 * date (the sort and the page are in the URL), no column filters. The header action is 'New research', the
 * dialog that creates a suspect (ADR 0143). Phones get one card per suspect and a sort menu.
 */
export default function SuspectsPage() {
  const { t } = useTranslation("suspects");
  useDocumentTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const raw = params.get("sort");
  const sort: SuspectSort = isSort(raw) ? raw : DEFAULT_SORT;
  const trail = useCursorTrail();
  const list = useSuspectList(sort, trail.cursor);
  const [creating, setCreating] = useState(false);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  // A new sort starts at page 1 (the cursor trail is dropped with the old query string).
  const onSort = (next: SuspectSort) => setParams(next === DEFAULT_SORT ? {} : { sort: next });
  const columns: RecordColumn<Suspect>[] = [
    { key: "name", header: t("columns.name"), sortable: true, cardRole: "title", strong: true, nowrap: true, testId: "suspect-name-cell", cell: (s) => s.name },
    {
      key: "userNotes",
      header: t("columns.userNotes"),
      cardRole: "body",
      maxW: "360px",
      cell: (s) => (
        <Text truncate title={s.userNotes ?? undefined} color={s.userNotes ? undefined : "fg.subtle"}>
          {s.userNotes ?? "—"}
        </Text>
      ),
      cardCell: (s) =>
        s.userNotes ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {s.userNotes}
          </Text>
        ) : null,
    },
    { key: "research", header: t("columns.research"), cardRole: "meta", cell: (s) => <ResearchStatusBadge research={s.research} /> },
    { key: "createdDate", header: t("columns.created"), sortable: true, nowrap: true, testId: "suspect-created", cell: (s) => formatDateTime(s.createdDate) },
    { key: "company", header: t("columns.company"), align: "end", cell: (s) => <CompanyButtons suspect={s} /> },
  ];

  return (
    <Box>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="new-suspect-button">
            + {t("newResearch")}
          </Button>
        }
      />
      {phone && (
        <SelectField
          size="sm"
          width="full"
          mb="3"
          aria-label={t("sortBy")}
          value={sort}
          onValueChange={(s) => s && onSort(s)}
          bg="bg"
          data-testid="suspects-sort"
          options={suspectSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        />
      )}
      <PagedList
        name="suspects"
        list={list}
        trail={trail}
        filtered={false}
        icon={<TargetIcon />}
        texts={{ loadFailed: t("loadFailed"), retry: t("retry"), emptyTitle: t("emptyTitle"), emptyText: t("emptyText"), emptyFiltered: t("emptyText") }}
      >
        {(items) => (
          <RecordList
            name="suspects"
            rows={items}
            columns={columns}
            rowKey={(s) => s.id}
            rowTestId="suspect-row"
            rowData={(s) => ({ "data-id": s.id })}
            sort={{ direction: (key) => directionOf(sort, key as SortField), onSort: (key) => onSort(nextSort(sort, key as SortField)) }}
            label={t("title")}
          />
        )}
      </PagedList>
      {creating && <NewSuspectDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
