import { Badge, Box, Button, chakra, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { needsConfirmation } from "../../../../shared/rules/matching/order";
import type { MatchFactor } from "../../../../shared/schemas/material-match";
import type { MaterialMatch, MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import type { MatchGroup } from "../matchGroups";
import { factorText, fieldLabel, isProblem, materialValue, wantedText } from "../labels";

/** The factors, in the order a buyer reads a fit: what it is, the spec's match check, then the soft factors. */
export const FACTOR_COLUMNS: string[] = [
  "type",
  "source",
  "condition",
  "color",
  "amount",
  "viscosity",
  "price",
  "origin",
  "quality",
  "certificates",
  "applications",
];

/** Factors shown only when the request asks about them (a food-contact, filler or packaging request). */
const ASKED_ONLY: ReadonlySet<string> = new Set(["foodContact", "filler", "packagingQuota"]);

/** The known factors, then any field the engine weighs beyond them (e.g. processing methods). */
export function factorFields(matches: MaterialMatch[]): string[] {
  const extra = matches.flatMap((m) => m.factors.filter((f) => f.verdict !== "ignored" || !ASKED_ONLY.has(f.field)).map((f) => f.field as string));
  return [...FACTOR_COLUMNS, ...new Set(extra.filter((f) => !FACTOR_COLUMNS.includes(f)))];
}

const TONE: Record<string, { bg: string; fg: string; mark: string }> = {
  hard: { bg: "red.subtle", fg: "red.fg", mark: "✕" },
  soft: { bg: "orange.subtle", fg: "orange.fg", mark: "!" },
  incomparable: { bg: "blue.subtle", fg: "blue.fg", mark: "≠" },
};

/**
 * A factor's value on a match: the material's own value; a mismatch is highlighted with its reason in words
 * (never a code), an unknown value says so in italics.
 */
export function FactorValue({ match, field }: { match: MaterialMatch; field: string }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const f: MatchFactor | undefined = match.factors.find((x) => x.field === field);
  const value = materialValue(t, i18n.language, match, field, f);
  const tone = !f ? undefined : f.verdict === "mismatch" ? TONE[f.severity] : f.verdict === "incomparable" ? TONE.incomparable : undefined;
  const reason = f && (tone || f.verdict === "unknown") ? factorText(t, i18n, f) : null;
  return (
    <Box
      as="span"
      display="inline-block"
      bg={tone?.bg}
      rounded="md"
      px={tone ? "1.5" : "0"}
      maxW="full"
      data-testid="factor"
      data-field={field}
      data-verdict={f?.verdict ?? "none"}
      data-severity={f?.severity}
    >
      {tone && (
        <Text as="span" color={tone.fg} fontWeight="700" me="1" aria-hidden="true">
          {tone.mark}
        </Text>
      )}
      {/* A value the seller did not state reads as the reason alone ("not stated …"), not as a dash above it. */}
      {(value || !reason) && (value || "—")}
      {reason && (
        <Text
          as="span"
          display={value ? "block" : "inline"}
          fontSize="xs"
          color={tone?.fg ?? "fg.muted"}
          fontStyle={tone ? undefined : "italic"}
          data-testid="factor-reason"
        >
          {reason}
        </Text>
      )}
    </Box>
  );
}

/** The fields of a match in reading order: what counts against it first, then the values that fit. */
export function orderedFields(match: MaterialMatch, fields: string[]): string[] {
  const problem = (field: string) => {
    const f = match.factors.find((x) => x.field === field);
    return f ? isProblem(f) : false;
  };
  return [...fields.filter(problem), ...fields.filter((f) => !problem(f))];
}

/**
 * A match's factors as one wrapping label/value list (the detail's main reading, ADR 0133), in
 * reading order, so a row fits the screen's width however many factors the engine weighed.
 */
export function MatchFactors({ match, fields }: { match: MaterialMatch; fields: string[] }) {
  const { t } = useTranslation("materialRequests");
  return (
    <Flex as="dl" wrap="wrap" columnGap="4" rowGap="1.5" align="flex-start">
      {orderedFields(match, fields).map((f) => (
        <Flex key={f} align="baseline" gap="1" maxW="full">
          <Text as="dt" color="fg.muted" fontSize="xs" flexShrink={0}>
            {fieldLabel(t, f)}
          </Text>
          <Text as="dd" fontSize="sm" minW="0">
            <FactorValue match={match} field={f} />
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** The request's own wanted values (the pinned request row): what it asks for, then the factors it leaves open. */
export function WantedFactors({ request, fields }: { request: MaterialRequestAnswer; fields: string[] }) {
  const { t, i18n } = useTranslation(["materialRequests", "options", "units", "applications"]);
  const wanted = fields.map((f) => [f, wantedText(t, i18n.language, request, f)] as const);
  const open = wanted.filter(([, v]) => !v).map(([f]) => fieldLabel(t, f));
  return (
    <Box>
      <Flex as="dl" wrap="wrap" columnGap="4" rowGap="1">
        {wanted
          .filter(([, v]) => v)
          .map(([f, v]) => (
            <Box key={f} data-testid="wanted" data-field={f}>
              <Text as="dt" display="inline" color="fg.muted" fontSize="xs" me="1">
                {fieldLabel(t, f)}
              </Text>
              <Text as="dd" display="inline" fontSize="sm" fontWeight="500">
                {v}
              </Text>
            </Box>
          ))}
      </Flex>
      {open.length > 0 && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="wanted-any">
          {t("matches.any")}: {open.join(", ")}
        </Text>
      )}
    </Box>
  );
}

/** A match's score in per cent with its verdict and a bar (matches green, needing confirmation blue). */
export function MatchScore({ match }: { match: MaterialMatch }) {
  const { t } = useTranslation("materialRequests");
  const pct = Math.round(match.score * 100);
  const confirm = needsConfirmation(match);
  return (
    <Flex direction="column" gap="1" minW="90px" data-testid="match-score" data-score={match.score}>
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
  );
}

/** The button that opens a match's note conversation (named after its material for screen readers). */
export function MatchNotesButton({ match, onNotes }: { match: MaterialMatch; onNotes: (m: MaterialMatch) => void }) {
  const { t } = useTranslation("materialRequests");
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onNotes(match)}
      aria-label={t("matches.notesOf", { name: match.material.name })}
      data-testid="match-notes-button"
    >
      {t("matches.notes")}
    </Button>
  );
}

/** Said where a candidate the last run did not write (scope=all) would have its status and notes. */
export function NotWritten() {
  const { t } = useTranslation("materialRequests");
  return (
    <Text fontSize="xs" color="fg.muted" maxW="200px">
      {t("matches.notWritten")}
    </Text>
  );
}

/** The group row's toggle: the company's name, folding its materials away or showing them. */
export function GroupToggle({ group, open, onToggle }: { group: MatchGroup; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation("materialRequests");
  return (
    <chakra.button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="600"
      textAlign="start"
      cursor="pointer"
      data-testid="match-group-toggle"
    >
      <Text as="span" aria-hidden="true" display="inline-block" transform={open ? "rotate(90deg)" : undefined} transition="transform 0.15s">
        ▶
      </Text>
      {group.company?.name ?? t("matches.unknownCompany")}
    </chakra.button>
  );
}
