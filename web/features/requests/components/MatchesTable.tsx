import { Box, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MaterialMatch } from "../../../../shared/schemas/material-request";
import { RowLink } from "../../../components/DataTable";
import { RecordList, type RecordColumn, type RecordGroup } from "../../../components/RecordList";
import { GroupToggle, MatchFactors, MatchNotesButton, MatchScore, NotWritten, WantedFactors } from "./MatchParts";
import type { MatchViewProps } from "./MatchResults";
import { MatchStatusSelect } from "./MatchStatusSelect";
import { StatusBadge } from "./StatusBadge";

/**
 * The matching results on wider screens (ADR 0133): the request's wanted values
 * pinned on top, then the ranked materials grouped per company (expandable), matches first. Five columns, so
 * a row fits the screen: the material, its score, its factors as one wrapping list (mismatches first, with
 * their reasons), its status selector and its notes. Cells wrap, so a long material name or factor cannot
 * push the notes column out of view. Phones get MatchCards instead (MatchResults chooses).
 */
export function MatchesTable({ request, groups, fields, isOpen, onToggle, onNotes }: MatchViewProps) {
  const { t } = useTranslation("materialRequests");
  const columns: RecordColumn<MaterialMatch>[] = [
    {
      key: "material",
      header: t("matches.material"),
      width: "220px",
      cell: (m) => (
        <Flex direction="column" ps="5">
          <RowLink to={`/materials/${m.materialId}`} testId="match-material">
            {m.material.name}
          </RowLink>
          <Text fontSize="xs" color="fg.muted">
            {t("matches.rank", { rank: m.rank })}
          </Text>
        </Flex>
      ),
    },
    { key: "score", header: t("matches.score"), width: "130px", cell: (m) => <MatchScore match={m} /> },
    { key: "criteria", header: t("matches.criteria"), cell: (m) => <MatchFactors match={m} fields={fields} /> },
    {
      key: "status",
      header: t("columns.status"),
      width: "170px",
      // A candidate the last run did not write has neither status nor notes: one note across both columns.
      span: (m) => (m.id ? 1 : 2),
      cell: (m) => (m.id ? <MatchStatusSelect match={m} label={t("matches.statusOf", { name: m.material.name })} /> : <NotWritten />),
    },
    { key: "notes", header: t("matches.notes"), width: "90px", cell: (m) => <MatchNotesButton match={m} onNotes={onNotes} /> },
  ];
  const rowGroups: RecordGroup<MaterialMatch>[] = groups.map((g) => {
    const open = isOpen(g);
    return {
      key: g.key,
      head: <GroupToggle group={g} open={open} onToggle={() => onToggle(g.key)} />,
      summary: (
        <Text fontSize="sm" color="fg.muted">
          {t("matches.groupSummary", { count: g.matches.length, matches: g.matchCount, best: Math.round(g.best * 100) })}
        </Text>
      ),
      rows: g.matches,
      open,
      testId: "match-group",
      rowData: { "data-company": g.company?.id ?? "" },
    };
  });
  return (
    <RecordList
      name="matches"
      rows={groups.flatMap((g) => g.matches)}
      groups={rowGroups}
      columns={columns}
      rowKey={(m) => m.materialId}
      rowTestId="match-row"
      rowData={(m) => ({ "data-id": m.id ?? undefined, "data-match": m.isMatch, "data-rank": m.rank })}
      // The request row: what it asks for, pinned above the ranked materials.
      pinned={{
        testId: "request-pinned-row",
        cells: {
          material: (
            <Box fontWeight="600">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {t("matches.wanted")}
              </Text>
              {t(`type.${request.type}`)}
            </Box>
          ),
          score: "—",
          criteria: <WantedFactors request={request} fields={fields} />,
          status: <StatusBadge status={request.status} />,
        },
      }}
      cardsBelow={false}
      stickyFirst={false}
      alignTop
      wrap
      maxH="75vh"
    />
  );
}
