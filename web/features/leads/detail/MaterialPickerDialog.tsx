import { Box, Button, CloseButton, Dialog, Flex, Input, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { rankForLead } from "../../../../shared/rules/lead-match";
import type { Lead } from "../../../../shared/schemas/lead";
import { CANDIDATES_LIMIT, useCandidates } from "./api";
import { amountLabel, optionLabel, typeLabel, viscosityLabel } from "./labels";
import { MatchBadges } from "./MatchBadges";
import { useLeadSave } from "./useLeadSave";

/**
 * The material picker: materials of the lead's type ranked by the shared match check, best first, each
 * with its match column; Add / Remove saves the lead's materialIds at once (POST /leads). A name filter
 * narrows the list (ADR 0136: which materials are offered).
 */
export default function MaterialPickerDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const { t, i18n } = useTranslation(["leads", "options", "units", "toastMessages"]);
  const { data, isLoading, error } = useCandidates(lead.materialType, true);
  const { save, busy } = useLeadSave(lead);
  const [q, setQ] = useState("");
  const chosen = new Set(lead.materialIds ?? []);
  const ranked = useMemo(() => rankForLead(lead, data?.items ?? []), [lead, data]);
  const needle = q.trim().toLowerCase();
  const shown = needle ? ranked.filter((r) => `${r.material.name} ${r.material.company?.name ?? ""}`.toLowerCase().includes(needle)) : ranked;
  const toggle = (id: string) => void save({ materialIds: chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id] });

  return (
    <Dialog.Root open size={{ base: "full", md: "xl" }} scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="lead-material-picker">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Dialog.Title>{t("detail.materials.pickTitle", { type: typeLabel(lead.materialType) })}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {t("detail.materials.pickHint", { count: CANDIDATES_LIMIT })}
              </Text>
              <Input
                size="sm"
                type="search"
                placeholder={t("detail.materials.search")}
                aria-label={t("detail.materials.search")}
                value={q}
                onChange={(e) => setQ(e.target.value)}
                data-testid="lead-material-search"
              />
            </Dialog.Header>
            <Dialog.Body>
              {isLoading && (
                <Flex justify="center" py="8">
                  <Spinner color="brand.solid" />
                </Flex>
              )}
              {error != null && <Text color="fg.error">{t("detail.materials.loadFailed")}</Text>}
              {!isLoading && error == null && shown.length === 0 && (
                <Text color="fg.muted" data-testid="lead-candidates-empty">
                  {t("detail.materials.noCandidates")}
                </Text>
              )}
              <Stack as="ul" gap="0" divideY="1px" listStyleType="none" aria-busy={busy}>
                {shown.map((r) => {
                  const m = r.material;
                  const on = chosen.has(m.id);
                  const facts = [
                    optionLabel(t, "source", m.source),
                    optionLabel(t, "condition", m.condition),
                    optionLabel(t, "color", m.color),
                    amountLabel(t, i18n.language, m.capacity?.amount, m.capacity?.frequency),
                    viscosityLabel(t, m.viscosity),
                  ].filter(Boolean);
                  return (
                    <Flex
                      as="li"
                      key={m.id}
                      gap="3"
                      py="3"
                      align={{ base: "stretch", sm: "flex-start" }}
                      direction={{ base: "column", sm: "row" }}
                      data-testid="lead-candidate"
                      data-id={m.id}
                      data-score={r.score}
                      data-chosen={on}
                    >
                      <Box flex="1" minW="0">
                        <Text fontWeight="600">{m.name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {[m.company?.name, ...facts].filter(Boolean).join(" · ")}
                        </Text>
                        <Box mt="1.5">
                          <MatchBadges ranked={r} />
                        </Box>
                      </Box>
                      <Button
                        size="xs"
                        flexShrink={0}
                        variant={on ? "solid" : "outline"}
                        colorPalette={on ? "brand" : "gray"}
                        aria-pressed={on}
                        aria-label={t(on ? "detail.materials.removeOne" : "detail.materials.addOne", { name: m.name })}
                        disabled={busy}
                        onClick={() => toggle(m.id)}
                        data-testid="lead-candidate-toggle"
                      >
                        {on ? t("detail.materials.remove") : t("detail.materials.add")}
                      </Button>
                    </Flex>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="lead-picker-done">
                {t("detail.materials.done")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("detail.materials.done")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
