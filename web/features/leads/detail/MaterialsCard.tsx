import { Button, Card, Flex, Heading, Link, Text } from "@chakra-ui/react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { rankForLead } from "../../../../shared/rules/lead-match";
import type { Lead } from "../../../../shared/schemas/lead";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
import { useCandidates } from "./api";
import { typeLabel } from "./labels";
import { MatchBadges } from "./MatchBadges";

const MaterialPickerDialog = lazy(() => import("./MaterialPickerDialog"));

/**
 * The lead's materials: a table linking to /materials/{id} with each one's match against the lead (when
 * it is among the candidates the picker ranks), and the picker that adds and removes them.
 */
export function MaterialsCard({ lead }: { lead: Lead }) {
  const { t } = useTranslation("leads");
  const [picking, setPicking] = useState(false);
  const materials = lead.materials ?? [];
  // The candidates (shared with the picker's cache) only once there is a picked material to show a match for.
  const candidates = useCandidates(lead.materialType, materials.length > 0);
  const ranked = useMemo(() => new Map(rankForLead(lead, candidates.data?.items ?? []).map((r) => [r.material.id, r])), [lead, candidates.data]);
  // Narrow enough for a phone: the table stays, without the type column there.
  const columns: RecordColumn<(typeof materials)[number]>[] = [
    {
      key: "name",
      header: t("detail.materials.name"),
      cell: (m) => (
        <Link asChild color="brand.fg" fontWeight="500">
          <RouterLink to={`/materials/${m.id}`}>{m.name}</RouterLink>
        </Link>
      ),
    },
    { key: "type", header: t("detail.fields.materialType"), hideBelow: "sm", cell: (m) => typeLabel(m.type) },
    {
      key: "match",
      header: t("detail.materials.match"),
      minW: "160px",
      cell: (m) => {
        const r = ranked.get(m.id);
        return r ? <MatchBadges ranked={r} /> : <Text color="fg.muted">—</Text>;
      },
    },
  ];
  return (
    <Card.Root rounded="xl" size="sm" data-testid="lead-materials-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2">
          <Heading as="h2" size="md">
            {t("detail.materials.title")}
          </Heading>
          <Button size="xs" variant="outline" onClick={() => setPicking(true)} data-testid="lead-pick-materials">
            {t("detail.materials.pick")}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {materials.length === 0 ? (
          <Text color="fg.muted" data-testid="lead-materials-empty">
            {t("detail.materials.empty")}
          </Text>
        ) : (
          <RecordList
            name="lead-materials"
            rows={materials}
            columns={columns}
            rowKey={(m) => m.id}
            rowTestId="lead-material-row"
            rowData={(m) => ({ "data-id": m.id })}
            cardsBelow={false}
            frame={false}
          />
        )}
      </Card.Body>
      {picking && (
        <Suspense fallback={null}>
          <MaterialPickerDialog lead={lead} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
