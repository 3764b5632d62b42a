import { Box, Button, Image, Input, InputGroup, Link, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { isBoothSearch, type BoothRow } from "../../../../shared/schemas/booth";
import { SearchIcon, UsersIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { CURSOR_PARAM, useCursorTrail } from "../../../lib/useCursorTrail";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { matchesFilter, SEARCH_DEBOUNCE_MS, useBoothList } from "../api";
import { AddVisitorDialog } from "../components/AddVisitorDialog";
import { FollowUpDrawer } from "../components/FollowUpDrawer";

/**
 * /booth: trade-fair visitors, newest first — Company Type, E-mail, Name and an 80×60
 * photo linking to the full image; companyCountry is a hidden column the global filter still searches. The
 * filter is searched on the server over every page once it holds a word of 2 characters (`?q=` in the URL,
 * ADR 0153); a single character filters the page shown. 'Add visitor' starts a kFair follow-up, opened per
 * row in a drawer.
 */
export default function BoothPage() {
  const { t } = useTranslation(["booth", "options"]);
  const trail = useCursorTrail();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(() => params.get("q") ?? "");
  const typed = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS);
  const q = params.get("q") ?? undefined;
  // The paused filter goes to the URL (a new search starts at page 1); Back and reload keep it.
  useEffect(() => {
    const next = isBoothSearch(typed) ? typed : "";
    if (next === (params.get("q") ?? "")) return;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete(CURSOR_PARAM);
        if (next) out.set("q", next);
        else out.delete("q");
        return out;
      },
      { replace: true },
    );
  }, [typed, params, setParams]);
  const list = useBoothList(trail.cursor, q);
  const [adding, setAdding] = useState(false);
  const [followUp, setFollowUp] = useState<string | null>(null);
  const typeLabel = (c: string) => t(`options:companyType.${c}`);
  // The server has filtered a searched list; a filter too short to search (one character) filters the page.
  const shown = (items: BoothRow[]) => (q ? items : items.filter((r) => matchesFilter(r, filter, typeLabel)));

  const photo = (r: BoothRow) =>
    r.contactDetails.url ? (
      <Link
        flexShrink={0}
        href={r.contactDetails.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("photoOf", { name: r.contactDetails.personName })}
        data-testid="booth-photo-link"
      >
        <Image src={r.contactDetails.url} alt="" w="80px" minW="80px" h="60px" objectFit="cover" rounded="sm" borderWidth="1px" data-testid="booth-photo" />
      </Link>
    ) : (
      <Text color="fg.subtle">—</Text>
    );
  const followUpButton = (r: BoothRow) =>
    r.workflowId ? (
      <Button size="xs" variant="outline" onClick={() => setFollowUp(r.workflowId)} data-testid="booth-follow-up">
        {t("columns.followUpAction")}
      </Button>
    ) : null;

  // A phone card: the photo on the left, the name, "type · company", the e-mail and the follow-up button beside it.
  const columns: RecordColumn<BoothRow>[] = [
    {
      key: "companyType",
      header: t("columns.companyType"),
      cardRole: "subtitle",
      cell: (r) => (
        <>
          <Text>{typeLabel(r.companyType)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {r.companyName}
          </Text>
        </>
      ),
      cardCell: (r) => `${typeLabel(r.companyType)} · ${r.companyName}`,
    },
    {
      key: "email",
      header: t("columns.email"),
      cardRole: "body",
      cell: (r) => r.contactDetails.email,
      cardCell: (r) => (
        <Text fontSize="sm" truncate>
          {r.contactDetails.email}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("columns.name"),
      cardRole: "title",
      cell: (r) => (
        <>
          <Text>{r.contactDetails.personName}</Text>
          {r.contactDetails.position && (
            <Text fontSize="xs" color="fg.muted">
              {r.contactDetails.position}
            </Text>
          )}
        </>
      ),
      cardCell: (r) => r.contactDetails.personName,
    },
    { key: "photo", header: t("columns.photo"), cardRole: "media", cell: photo },
    { key: "followUp", header: t("columns.followUp"), cardRole: "body", cell: followUpButton },
  ];

  return (
    <Box>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-visitor-button">
            + {t("addVisitor")}
          </Button>
        }
      />
      <Box mb="4" maxW="sm">
        <InputGroup startElement={<SearchIcon />}>
          <Input
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("filter")}
            aria-label={t("filter")}
            bg="bg"
            data-testid="booth-filter"
          />
        </InputGroup>
      </Box>
      <PagedList
        name="booth"
        list={list}
        trail={trail}
        filtered={!!filter.trim()}
        icon={<UsersIcon />}
        texts={{ loadFailed: t("loadFailed"), retry: t("retry"), emptyTitle: t("emptyTitle"), emptyText: t("emptyText"), emptyFiltered: t("emptyFiltered") }}
      >
        {(items) => {
          const rows = shown(items);
          if (!rows.length)
            return (
              <Text color="fg.muted" py="6" textAlign="center" data-testid="booth-no-match">
                {t("emptyFiltered")}
              </Text>
            );
          return <RecordList name="booth" rows={rows} columns={columns} rowKey={(r) => r.id} rowTestId="booth-row" rowData={(r) => ({ "data-id": r.id })} />;
        }}
      </PagedList>
      {adding && (
        <AddVisitorDialog
          onClose={() => setAdding(false)}
          // The follow-up is opened from the new row (opening a drawer while the dialog closes lost it to the dialog's focus return).
          onAdded={() => setAdding(false)}
        />
      )}
      {followUp && <FollowUpDrawer runId={followUp} onClose={() => setFollowUp(null)} />}
    </Box>
  );
}
