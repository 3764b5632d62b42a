import { Badge, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { RankedCandidate } from "../../../../shared/rules/lead-match";
import { mismatchText } from "./labels";

/**
 * The match column: passed checks out of five and one highlighted badge per failed check, each with its
 * reason in words (the field, the material's value, what the lead wants), so it never rests on colour alone.
 */
export function MatchBadges({ ranked }: { ranked: Pick<RankedCandidate<unknown>, "failed" | "score" | "checks"> }) {
  const { t } = useTranslation(["leads", "options", "units"]);
  return (
    <Wrap gap="1" data-testid="lead-match" data-score={ranked.score}>
      <Badge size="sm" variant="subtle" colorPalette={ranked.failed.length === 0 ? "green" : "gray"} data-testid="lead-match-score">
        {ranked.failed.length === 0 ? t("detail.match.all") : t("detail.match.score", { score: ranked.score, total: ranked.checks.length })}
      </Badge>
      {ranked.failed.map((c) => (
        <Badge
          key={c.field}
          size="sm"
          variant="surface"
          colorPalette={c.verdict === "mismatch" ? "red" : "orange"}
          whiteSpace="normal"
          data-testid="lead-mismatch"
          data-field={c.field}
          data-verdict={c.verdict}
        >
          <span aria-hidden="true">{c.verdict === "mismatch" ? "✕" : "?"}</span> {mismatchText(t, c)}
        </Badge>
      ))}
    </Wrap>
  );
}
