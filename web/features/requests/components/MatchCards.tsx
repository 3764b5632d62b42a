import { Box, Card, Flex, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FactCards, type FactCard } from "../../../components/FactCards";
import { fieldLabel } from "../labels";
import { FactorValue, GroupToggle, MatchNotesButton, MatchScore, NotWritten, orderedFields, WantedFactors } from "./MatchParts";
import type { MatchViewProps } from "./MatchResults";
import { MatchStatusSelect } from "./MatchStatusSelect";

/**
 * The matching results on phones: the request's wanted values on top, then per seller company (foldable) one
 * card per material with its score, its factors (mismatches first, with their reasons), its status and notes.
 */
export function MatchCards({ request, groups, fields, isOpen, onToggle, onNotes }: MatchViewProps) {
  const { t } = useTranslation(["materialRequests", "options", "units", "applications"]);
  return (
    <Stack gap="4">
      <Card.Root size="sm" rounded="xl" bg="brand.subtle" data-testid="request-pinned-row">
        <Card.Body gap="2">
          <Text fontWeight="600">
            <Text as="span" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" me="2">
              {t("matches.wanted")}
            </Text>
            {t(`type.${request.type}`)}
          </Text>
          <WantedFactors request={request} fields={fields} />
        </Card.Body>
      </Card.Root>
      {groups.map((g) => {
        const open = isOpen(g);
        const cards: FactCard[] = g.matches.map((m) => ({
          id: m.id || m.materialId,
          title: m.material.name,
          to: `/materials/${m.materialId}`,
          subtitle: t("matches.rank", { rank: m.rank }),
          badges: <MatchScore match={m} />,
          facts: orderedFields(m, fields).map((f) => [fieldLabel(t, f), <FactorValue key={f} match={m} field={f} />]),
          footer: m.id ? (
            <Flex gap="2" align="center" justify="space-between" borderTopWidth="1px" pt="3">
              <MatchStatusSelect match={m} label={t("matches.statusOf", { name: m.material.name })} />
              <MatchNotesButton match={m} onNotes={onNotes} />
            </Flex>
          ) : (
            <NotWritten />
          ),
        }));
        return (
          <Box as="section" key={g.key} data-testid="match-group" data-company={g.company?.id ?? ""}>
            <Box bg="bg.subtle" rounded="lg" px="3" py="2" mb="2">
              <GroupToggle group={g} open={open} onToggle={() => onToggle(g.key)} />
              <Text fontSize="xs" color="fg.muted">
                {t("matches.groupSummary", { count: g.matches.length, matches: g.matchCount, best: Math.round(g.best * 100) })}
              </Text>
            </Box>
            {open && <FactCards cards={cards} testId="match-cards" item="match" />}
          </Box>
        );
      })}
    </Stack>
  );
}
