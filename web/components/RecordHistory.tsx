import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { listPageState } from "./ListPageState";
import { useTranslation } from "react-i18next";
import type { AuditEntityType } from "../../shared/schemas/audit";
import { formatDateTime } from "../lib/dates";
import { useApi } from "../lib/queryKeys";
import { FieldChangeList } from "./FieldChangeList";
import { sides } from "./field-changes";

const HISTORY_PAGE = 20;

interface HistoryProps {
  entityType: AuditEntityType;
  entityId: string;
  /** The field's name for the reader (the feature's own labels; defaults to the field's key). */
  label?: (field: string) => string;
}

/** One page of a record's history; the last page offers the next one. */
function HistoryPage({
  entityType,
  entityId,
  label,
  cursor,
  isLast,
  onMore,
}: HistoryProps & { cursor?: string; isLast: boolean; onMore: (c: string) => void }) {
  const { t } = useTranslation("common");
  const { data, error } = useApi("GET /audit", { query: { entityType, entityId, cursor, limit: HISTORY_PAGE } });
  const state = listPageState({
    error,
    loading: !data,
    empty: !cursor && data?.items.length === 0,
    errorText: t("history.loadFailed"),
    emptyText: t("history.empty"),
  });
  if (state || !data) return state;
  return (
    <>
      {data.items.map((e) => {
        const [before, after] = sides(e.changes);
        return (
          <Box as="li" key={e.version} borderWidth="1px" rounded="lg" bg="bg" p="4" data-testid="history-entry" data-action={e.action}>
            <Flex justify="space-between" gap="2" wrap="wrap" mb="1">
              <Text fontWeight="600">{t(`history.${e.action}`)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {e.actor === "system" ? t("history.system") : (e.actorName ?? t("noName"))} · {formatDateTime(e.at)}
              </Text>
            </Flex>
            <FieldChangeList before={before} after={after} label={label} />
          </Box>
        );
      })}
      {isLast && data.cursor && (
        <Box as="li">
          <Button size="sm" variant="outline" onClick={() => onMore(data.cursor!)} data-testid="history-more">
            {t("history.more")}
          </Button>
        </Box>
      )}
    </>
  );
}

/** A record's history, newest first: who changed what and when, each change as old → new. */
export function RecordHistory(props: HistoryProps) {
  const { t } = useTranslation("common");
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <Box>
      <Text as="h2" fontWeight="600" fontSize="lg" mb="3">
        {t("history.title")}
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" ps="0" data-testid="history">
        {cursors.map((c, i) => (
          <HistoryPage key={c ?? "first"} {...props} cursor={c} isLast={i === cursors.length - 1} onMore={(next) => setCursors((cs) => [...cs, next])} />
        ))}
      </Stack>
    </Box>
  );
}
