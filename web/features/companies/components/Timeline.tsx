import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { listPageState } from "../../../components/ListPageState";
import { useTranslation } from "react-i18next";
import type { CompanyEvent } from "../../../../shared/schemas/event";
import { formatDateTime } from "../../../lib/dates";
import { useCompanyEvents } from "../api";
import { FieldChangeList } from "../../../components/FieldChangeList";

function EventBody({ event }: { event: CompanyEvent }) {
  const { t } = useTranslation("companies");
  const d = event.data;
  if ("note" in d)
    return (
      <Text whiteSpace="pre-wrap" data-testid="event-note">
        {d.note.content}
      </Text>
    );
  if ("oldCompany" in d)
    return (
      <FieldChangeList
        before={d.oldCompany as Record<string, unknown>}
        after={d.newCompany as Record<string, unknown>}
        label={(field) => t(`fields.${field}`, { defaultValue: field })}
      />
    );
  return null;
}

/** One page of events; the last page offers the next one. */
function EventsPage({ companyId, cursor, isLast, onMore }: { companyId: string; cursor: string | undefined; isLast: boolean; onMore: (c: string) => void }) {
  const { t } = useTranslation("companies");
  const { data, error } = useCompanyEvents(companyId, cursor);
  // Every state is an item of the timeline's list: an <ol> holds only <li> elements.
  const state = listPageState({
    error,
    loading: !data,
    empty: !cursor && data?.items.length === 0,
    errorText: t("list.loadFailed"),
    emptyText: t("timeline.empty"),
  });
  if (state || !data) return state;
  return (
    <>
      {data.items.map((e) => (
        <Box as="li" key={e.id} borderWidth="1px" rounded="lg" bg="bg" p="4" data-testid="timeline-event" data-type={e.type}>
          <Flex justify="space-between" gap="2" wrap="wrap" mb="1">
            <Text fontWeight="600">{t(`timeline.${e.type}`)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {e.metadata.authorName ?? t("common:noName")} · {formatDateTime(e.metadata.timestamp)}
            </Text>
          </Flex>
          <EventBody event={e} />
        </Box>
      ))}
      {isLast && data.cursor && (
        <Box as="li">
          <Button size="sm" variant="outline" onClick={() => onMore(data.cursor!)} data-testid="timeline-more">
            {t("timeline.more")}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The overview tab: company activity, newest first. */
export function Timeline({ companyId }: { companyId: string }) {
  const { t } = useTranslation("companies");
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <Box>
      <Text as="h2" fontWeight="600" fontSize="lg" mb="3">
        {t("timeline.title")}
      </Text>
      <Stack as="ol" gap="3" listStyleType="none" ps="0" data-testid="timeline">
        {cursors.map((c, i) => (
          <EventsPage
            key={c ?? "first"}
            companyId={companyId}
            cursor={c}
            isLast={i === cursors.length - 1}
            onMore={(next) => setCursors((cs) => [...cs, next])}
          />
        ))}
      </Stack>
    </Box>
  );
}
