import { Box, EmptyState, Heading, Link, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useOutletContext } from "react-router";
import type { Research } from "../../../../shared/schemas/research";
import { SearchIcon } from "../../../components/icons";
import { formatDateTime } from "../../../lib/dates";
import { useResearches } from "../api";
import { StatusBadge } from "../components/StatusBadge";

/** The company page's outlet (read by shape: this feature does not import the companies feature). */
interface CompanyOutlet {
  company: { id: string; name: string };
}

const NOTES_MAX = 30;
/** User notes truncated at 30 characters (the whole text in the cell's title). */
export const truncateNotes = (notes: string | null) => (notes && notes.length > NOTES_MAX ? `${notes.slice(0, NOTES_MAX)}…` : (notes ?? ""));

/**
 * The company's Researches tab: status, notes, dates; only completed rows
 * link to their result (the second column, so it shows on a phone without scrolling); a failed row says why. The list asks again while any research runs, so the user sees
 * pending → In Progress → Completed without reloading.
 */
export default function ResearchesTabRoute() {
  const { company } = useOutletContext<CompanyOutlet>();
  const { t } = useTranslation("research");
  const { data, error } = useResearches(company.id);
  const items = data?.data ?? [];

  return (
    <Stack gap="4" data-testid="researches-tab">
      <Heading as="h2" size="md">
        {t("list.title")}
      </Heading>
      {error ? (
        <Text color="fg.error">{t("list.loadFailed")}</Text>
      ) : !data ? (
        <Spinner aria-label={t("list.loading")} />
      ) : items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="researches-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SearchIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("list.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("list.emptyHint")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        // Focusable: on a phone the table scrolls sideways, and a keyboard user must be able to scroll it too.
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" tabIndex={0} aria-label={t("list.title")}>
          <Table.Root size="sm" data-testid="researches-table">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t("list.status")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("list.result")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("list.notes")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("list.created")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("list.completed")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((r) => (
                <Row key={r.id} r={r} companyId={company.id} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function Row({ r, companyId }: { r: Research; companyId: string }) {
  const { t } = useTranslation("research");
  return (
    <Table.Row data-testid="research-row" data-id={r.id}>
      <Table.Cell>
        <StatusBadge status={r.status} />
      </Table.Cell>
      <Table.Cell>
        {r.status === "completed" ? (
          <Link asChild fontWeight="600" color="fg" textDecoration="underline">
            <RouterLink to={`/companies/${companyId}/researches/${r.id}`} data-testid="research-open">
              {t("list.open")}
            </RouterLink>
          </Link>
        ) : r.status === "failed" ? (
          <Box color="fg.error" fontSize="sm" data-testid="research-error" minW="48" maxW="72" whiteSpace="normal">
            {t("list.failedBecause", { reason: r.error ?? t("list.unknownReason") })}
          </Box>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t("list.running")}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell title={r.input.userNotes ?? undefined}>
        <Text whiteSpace="nowrap">{truncateNotes(r.input.userNotes) || "—"}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text whiteSpace="nowrap">{formatDateTime(r.createdDate)}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text whiteSpace="nowrap">{r.completedDate ? formatDateTime(r.completedDate) : "—"}</Text>
      </Table.Cell>
    </Table.Row>
  );
}
