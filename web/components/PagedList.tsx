import { Alert, Button, EmptyState, Flex, Spinner, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CursorTrail } from "../lib/useCursorTrail";
import { CursorPager } from "./CursorPager";

interface Texts {
  loadFailed: string;
  retry: string;
  emptyTitle: string;
  /** A sentence under the empty title (what to do to get the first row), if any. */
  emptyText?: string;
  emptyFiltered: string;
}

/**
 * The states every cursor-paged list screen shows: the load error with a retry, a spinner, an
 * empty state that says 'No results' when filters match nothing and invites otherwise, then the rows with the
 * pager. Test ids are `<name>-error`, `<name>-empty` (data-filtered) and `<name>-page`.
 */
export function PagedList<T>(props: {
  name: string;
  list: { data?: { items: T[]; cursor: string | null }; error?: unknown; isLoading: boolean; mutate: () => unknown };
  trail: CursorTrail;
  filtered: boolean;
  icon: ReactNode;
  texts: Texts;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation("common");
  const { name, list, trail, filtered, icon, texts, children } = props;
  if (list.error)
    return (
      <Alert.Root status="error" rounded="lg" data-testid={`${name}-error`}>
        <Alert.Indicator />
        <Alert.Title flex="1">{texts.loadFailed}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => list.mutate()}>
          {texts.retry}
        </Button>
      </Alert.Root>
    );
  if (list.isLoading || !list.data)
    return (
      <Flex justify="center" py="16">
        <Spinner color="brand.solid" />
      </Flex>
    );
  if (list.data.items.length === 0 && trail.isFirst)
    return (
      <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid={`${name}-empty`} data-filtered={filtered}>
        <EmptyState.Content>
          <EmptyState.Indicator>{icon}</EmptyState.Indicator>
          <EmptyState.Title>{filtered ? t("noResults") : texts.emptyTitle}</EmptyState.Title>
          {(filtered || texts.emptyText) && <EmptyState.Description>{filtered ? texts.emptyFiltered : texts.emptyText}</EmptyState.Description>}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <>
      {children(list.data.items)}
      <CursorPager trail={trail} nextCursor={list.data.cursor} labels={{ previous: t("table.previous"), next: t("table.next") }}>
        <Text data-testid={`${name}-page`}>{t("table.page", { page: trail.pageNo })}</Text>
      </CursorPager>
    </>
  );
}
