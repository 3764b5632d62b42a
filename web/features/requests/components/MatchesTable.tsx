import { Badge, Box, Button, chakra, Flex, Table, Text } from "@chakra-ui/react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { needsConfirmation } from "../../../../shared/rules/matching/order";
import type { MatchFactor } from "../../../../shared/schemas/material-match";
import type { MaterialMatch, MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { ColumnHeader, RowLink } from "../../../components/DataTable";
import { STICKY_FIRST_COLUMN } from "../../../components/stickyColumn";
import { groupMatches, type MatchGroup } from "../matchGroups";
import { factorText, fieldLabel, materialValue, wantedText } from "../labels";
import { MatchStatusSelect } from "./MatchStatusSelect";
import { StatusBadge } from "./StatusBadge";

const MatchNotesDialog = lazy(() => import("./MatchNotesDialog"));

/** The columns, in the order a buyer reads a fit: what it is, the spec's match check, then the soft factors. */
export const FACTOR_COLUMNS: string[] = ["type", "source", "condition", "color", "amount", "viscosity", "price", "origin", "quality", "certificates", "applications"];

/** Columns shown only when the request asks about them (a food-contact, filler or packaging request). */
const ASKED_ONLY: ReadonlySet<string> = new Set(["foodContact", "filler", "packagingQuota"]);

const TONE: Record<string, { bg: string; fg: string; mark: string }> = {
  hard: { bg: "red.subtle", fg: "red.fg", mark: "✕" },
  soft: { bg: "orange.subtle", fg: "orange.fg", mark: "!" },
  incomparable: { bg: "blue.subtle", fg: "blue.fg", mark: "≠" },
};

/** One factor cell: the material's value; a mismatch is highlighted with its reason in words (never a code). */
function FactorCell({ match, field }: { match: MaterialMatch; field: string }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const f: MatchFactor | undefined = match.factors.find((x) => x.field === field);
  const value = materialValue(t, i18n.language, match, field, f);
  const tone = !f ? undefined : f.verdict === "mismatch" ? TONE[f.severity] : f.verdict === "incomparable" ? TONE.incomparable : undefined;
  const reason = f && (tone || f.verdict === "unknown") ? factorText(t, (k) => i18n.exists(k), f) : null;
  return (
    <Table.Cell bg={tone?.bg} verticalAlign="top" data-testid="factor" data-field={field} data-verdict={f?.verdict ?? "none"} data-severity={f?.severity}>
      <Text>
        {tone && (
          <Text as="span" color={tone.fg} fontWeight="700" me="1" aria-hidden="true">
            {tone.mark}
          </Text>
        )}
        {value || "—"}
      </Text>
      {reason && (
        <Text fontSize="xs" color={tone?.fg ?? "fg.muted"} fontStyle={tone ? undefined : "italic"} whiteSpace="normal" maxW="220px" data-testid="factor-reason">
          {reason}
        </Text>
      )}
    </Table.Cell>
  );
}

function ScoreCell({ match }: { match: MaterialMatch }) {
  const { t } = useTranslation("materialRequests");
  const pct = Math.round(match.score * 100);
  const confirm = needsConfirmation(match);
  return (
    <Table.Cell verticalAlign="top" data-testid="match-score" data-score={match.score}>
      <Flex direction="column" gap="1" minW="90px">
        <Flex align="center" gap="2">
          <Text fontWeight="600">{pct}%</Text>
          <Badge size="xs" colorPalette={match.isMatch ? "green" : confirm ? "blue" : "gray"} variant="subtle" data-testid="match-verdict">
            {match.isMatch ? t("matches.match") : confirm ? t("matches.needsConfirmation") : t("matches.noMatch")}
          </Badge>
        </Flex>
        <Box h="1.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden="true">
          <Box h="full" w={`${pct}%`} bg={match.isMatch ? "green.solid" : "gray.solid"} />
        </Box>
      </Flex>
    </Table.Cell>
  );
}

function GroupRow({ group, open, onToggle, span }: { group: MatchGroup; open: boolean; onToggle: () => void; span: number }) {
  const { t } = useTranslation("materialRequests");
  const name = group.company?.name ?? t("matches.unknownCompany");
  return (
    <Table.Row bg="bg.subtle" data-testid="match-group" data-company={group.company?.id ?? ""}>
      <Table.Cell>
        <chakra.button type="button" onClick={onToggle} aria-expanded={open} display="inline-flex" alignItems="center" gap="2" fontWeight="600" textAlign="start" cursor="pointer" data-testid="match-group-toggle">
          <Text as="span" aria-hidden="true" display="inline-block" transform={open ? "rotate(90deg)" : undefined} transition="transform 0.15s">
            ▶
          </Text>
          {name}
        </chakra.button>
      </Table.Cell>
      <Table.Cell colSpan={span}>
        <Text fontSize="sm" color="fg.muted">
          {t("matches.groupSummary", { count: group.matches.length, matches: group.matchCount, best: Math.round(group.best * 100) })}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The matching results (§2 Material requests, Detail; ADR 0133): the request's own wanted values pinned on
 * top, then the ranked materials grouped per company (expandable), matches first, each with its score, every
 * factor column (mismatches highlighted with the reason), a status selector and its note conversation.
 */
export function MatchesTable({ request, matches }: { request: MaterialRequestAnswer; matches: MaterialMatch[] }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const groups = useMemo(() => groupMatches(matches), [matches]);
  // Fields the engine weighs beyond the known columns (e.g. processing methods) get a column of their own.
  const columns = useMemo(
    () => [...FACTOR_COLUMNS, ...new Set(matches.flatMap((m) => m.factors.filter((f) => f.verdict !== "ignored" || !ASKED_ONLY.has(f.field)).map((f) => f.field as string)).filter((f) => !FACTOR_COLUMNS.includes(f)))],
    [matches],
  );
  // Companies with a match open by default; companies with only non-matches start folded.
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const isOpen = (g: MatchGroup) => (g.matchCount > 0) !== toggled.has(g.key);
  const toggle = (key: string) => setToggled((s) => (s.has(key) ? new Set([...s].filter((k) => k !== key)) : new Set([...s, key])));
  const [notesOf, setNotesOf] = useState<MaterialMatch | null>(null);
  const header = (key: string, label: string) => (
    <ColumnHeader key={key} bg="bg.subtle">
      {label}
    </ColumnHeader>
  );
  const span = columns.length + 3;

  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" maxH="75vh">
        <Table.Root
          size="sm"
          data-testid="matches-table"
          css={{ "& td, & th": { whiteSpace: "nowrap" }, "& thead": { position: "sticky", top: 0, zIndex: 2, bg: "bg" }, ...STICKY_FIRST_COLUMN }}
        >
          <Table.Header>
            <Table.Row>
              {header("material", t("matches.material"))}
              {header("score", t("matches.score"))}
              {columns.map((f) => header(f, fieldLabel(t, f)))}
              {header("status", t("columns.status"))}
              {header("notes", t("matches.notes"))}
            </Table.Row>
            {/* The request row: what each column asks for, pinned above the ranked materials. */}
            <Table.Row bg="brand.subtle" data-testid="request-pinned-row" css={{ "& > td": { bg: "brand.subtle" } }}>
              <Table.Cell fontWeight="600">
                <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {t("matches.wanted")}
                </Text>
                {t(`type.${request.type}`)}
              </Table.Cell>
              <Table.Cell>—</Table.Cell>
              {columns.map((f) => (
                <Table.Cell key={f} data-testid="wanted" data-field={f} whiteSpace="normal" maxW="220px">
                  {wantedText(t, i18n.language, request, f) || <Text as="span" color="fg.muted">{t("matches.any")}</Text>}
                </Table.Cell>
              ))}
              <Table.Cell>
                <StatusBadge status={request.status} />
              </Table.Cell>
              <Table.Cell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {groups.map((g) => (
              <GroupBody key={g.key} group={g} columns={columns} open={isOpen(g)} onToggle={() => toggle(g.key)} span={span} onNotes={setNotesOf} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {notesOf && (
        <Suspense fallback={null}>
          <MatchNotesDialog match={notesOf} title={notesOf.material.name} onClose={() => setNotesOf(null)} />
        </Suspense>
      )}
    </>
  );
}

function GroupBody({ group, columns, open, onToggle, span, onNotes }: { group: MatchGroup; columns: string[]; open: boolean; onToggle: () => void; span: number; onNotes: (m: MaterialMatch) => void }) {
  const { t } = useTranslation("materialRequests");
  return (
    <>
      <GroupRow group={group} open={open} onToggle={onToggle} span={span} />
      {open &&
        group.matches.map((m) => (
          <Table.Row key={m.materialId} data-testid="match-row" data-id={m.id} data-match={m.isMatch} data-rank={m.rank} _hover={{ bg: "bg.subtle" }}>
            <Table.Cell verticalAlign="top">
              <Flex direction="column" ps="5">
                <RowLink to={`/materials/${m.materialId}`} testId="match-material">
                  {m.material.name}
                </RowLink>
                <Text fontSize="xs" color="fg.muted">
                  {t("matches.rank", { rank: m.rank })}
                </Text>
              </Flex>
            </Table.Cell>
            <ScoreCell match={m} />
            {columns.map((f) => (
              <FactorCell key={f} match={m} field={f} />
            ))}
            {/* A candidate the last run did not write (scope=all) has no match record yet: nothing to set or discuss. */}
            {m.id ? (
              <>
                <Table.Cell verticalAlign="top">
                  <MatchStatusSelect match={m} label={t("matches.statusOf", { name: m.material.name })} />
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <Button size="xs" variant="outline" onClick={() => onNotes(m)} aria-label={t("matches.notesOf", { name: m.material.name })} data-testid="match-notes-button">
                    {t("matches.notes")}
                  </Button>
                </Table.Cell>
              </>
            ) : (
              <Table.Cell verticalAlign="top" colSpan={2}>
                <Text fontSize="xs" color="fg.muted" whiteSpace="normal" maxW="200px">
                  {t("matches.notWritten")}
                </Text>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
    </>
  );
}
