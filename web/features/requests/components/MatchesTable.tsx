import { Flex, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MaterialMatch } from "../../../../shared/schemas/material-request";
import { ColumnHeader, RowLink } from "../../../components/DataTable";
import type { MatchGroup } from "../matchGroups";
import { GroupToggle, MatchFactors, MatchNotesButton, MatchScore, NotWritten, WantedFactors } from "./MatchParts";
import type { MatchViewProps } from "./MatchResults";
import { MatchStatusSelect } from "./MatchStatusSelect";
import { StatusBadge } from "./StatusBadge";

/**
 * The matching results on wider screens (ADR 0133): the request's wanted values
 * pinned on top, then the ranked materials grouped per company (expandable), matches first. Five columns, so
 * a row fits the screen: the material, its score, its factors as one wrapping list (mismatches first, with
 * their reasons), its status selector and its notes. Cells wrap (tables here keep cells on one line by
 * default), so a long material name or factor cannot push the notes column out of view.
 */
export function MatchesTable({ request, groups, fields, isOpen, onToggle, onNotes }: MatchViewProps) {
  const { t } = useTranslation("materialRequests");
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" maxH="75vh">
      <Table.Root
        size="sm"
        data-testid="matches-table"
        css={{ "& thead": { position: "sticky", top: 0, zIndex: 2, bg: "bg" }, "& td": { verticalAlign: "top", whiteSpace: "normal" } }}
      >
        <Table.Header>
          <Table.Row>
            <ColumnHeader bg="bg.subtle" w="220px">
              {t("matches.material")}
            </ColumnHeader>
            <ColumnHeader bg="bg.subtle" w="130px">
              {t("matches.score")}
            </ColumnHeader>
            <ColumnHeader bg="bg.subtle">{t("matches.criteria")}</ColumnHeader>
            <ColumnHeader bg="bg.subtle" w="170px">
              {t("columns.status")}
            </ColumnHeader>
            <ColumnHeader bg="bg.subtle" w="90px">
              {t("matches.notes")}
            </ColumnHeader>
          </Table.Row>
          {/* The request row: what it asks for, pinned above the ranked materials. */}
          <Table.Row data-testid="request-pinned-row" css={{ "& > td": { bg: "brand.subtle" } }}>
            <Table.Cell fontWeight="600">
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {t("matches.wanted")}
              </Text>
              {t(`type.${request.type}`)}
            </Table.Cell>
            <Table.Cell>—</Table.Cell>
            <Table.Cell>
              <WantedFactors request={request} fields={fields} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={request.status} />
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groups.map((g) => (
            <GroupRows key={g.key} group={g} fields={fields} open={isOpen(g)} onToggle={() => onToggle(g.key)} onNotes={onNotes} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function GroupRows({
  group,
  fields,
  open,
  onToggle,
  onNotes,
}: {
  group: MatchGroup;
  fields: string[];
  open: boolean;
  onToggle: () => void;
  onNotes: (m: MaterialMatch) => void;
}) {
  const { t } = useTranslation("materialRequests");
  return (
    <>
      <Table.Row bg="bg.subtle" data-testid="match-group" data-company={group.company?.id ?? ""}>
        <Table.Cell>
          <GroupToggle group={group} open={open} onToggle={onToggle} />
        </Table.Cell>
        <Table.Cell colSpan={4}>
          <Text fontSize="sm" color="fg.muted">
            {t("matches.groupSummary", { count: group.matches.length, matches: group.matchCount, best: Math.round(group.best * 100) })}
          </Text>
        </Table.Cell>
      </Table.Row>
      {open &&
        group.matches.map((m) => (
          <Table.Row key={m.materialId} data-testid="match-row" data-id={m.id} data-match={m.isMatch} data-rank={m.rank} _hover={{ bg: "bg.subtle" }}>
            <Table.Cell>
              <Flex direction="column" ps="5">
                <RowLink to={`/materials/${m.materialId}`} testId="match-material">
                  {m.material.name}
                </RowLink>
                <Text fontSize="xs" color="fg.muted">
                  {t("matches.rank", { rank: m.rank })}
                </Text>
              </Flex>
            </Table.Cell>
            <Table.Cell>
              <MatchScore match={m} />
            </Table.Cell>
            <Table.Cell>
              <MatchFactors match={m} fields={fields} />
            </Table.Cell>
            {m.id ? (
              <>
                <Table.Cell>
                  <MatchStatusSelect match={m} label={t("matches.statusOf", { name: m.material.name })} />
                </Table.Cell>
                <Table.Cell>
                  <MatchNotesButton match={m} onNotes={onNotes} />
                </Table.Cell>
              </>
            ) : (
              <Table.Cell colSpan={2}>
                <NotWritten />
              </Table.Cell>
            )}
          </Table.Row>
        ))}
    </>
  );
}
