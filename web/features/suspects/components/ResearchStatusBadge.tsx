import { Badge, Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Suspect } from "../../../../shared/schemas/suspect";

/** Operation status: the labels, amber in progress, green completed, red failed. */
const PALETTE = { pending: "gray", inProgress: "orange", completed: "green", failed: "red" } as const;

/** The suspect's research status; a completed research links to its page (/companies/{id}/researches/{researchId}). */
export function ResearchStatusBadge({ research }: { research: Suspect["research"] }) {
  const { t } = useTranslation("suspects");
  if (!research) return <span data-testid="suspect-research-none">—</span>;
  const badge = (
    <Badge colorPalette={PALETTE[research.status]} variant="solid" data-testid="suspect-research-status" data-status={research.status}>
      {t(`status.${research.status}`)}
    </Badge>
  );
  if (research.status !== "completed") return badge;
  return (
    <Link asChild aria-label={t("openResearch", { status: t(`status.${research.status}`) })}>
      <RouterLink to={`/companies/${research.companyId}/researches/${research.id}`} data-testid="suspect-research-link">
        {badge}
      </RouterLink>
    </Link>
  );
}
