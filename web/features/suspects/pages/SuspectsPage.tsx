import { Box, Button, Card, Flex, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { suspectSorts, type Suspect } from "../../../../shared/schemas/suspect";
import { ColumnHeader } from "../../../components/DataTable";
import { TargetIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { formatDateTime } from "../../../lib/dates";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { DEFAULT_SORT, useSuspectList, type SuspectSort } from "../api";
import { NewSuspectDialog } from "../components/NewSuspectDialog";
import { ResearchStatusBadge } from "../components/ResearchStatusBadge";
import { SortHeader } from "../components/SortHeader";
import { SelectField } from "../../../components/form/SelectField";

const isSort = (s: string | null): s is SuspectSort => (suspectSorts as readonly string[]).includes(s ?? "");

/** COMPANY: the matched or created company, opened in a new tab. */
function CompanyButtons({ suspect }: { suspect: Suspect }) {
  const { t } = useTranslation("suspects");
  return (
    <Flex gap="1" wrap="wrap">
      {suspect.companyIds.map((id, i) => (
        <Button key={id} asChild size="xs" variant="outline" bg="bg" textTransform="uppercase" letterSpacing="wide">
          <a
            href={`/companies/${id}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("openCompany", { name: suspect.name, n: i + 1 })}
            data-testid="suspect-company"
          >
            {t("company")}
          </a>
        </Button>
      ))}
    </Flex>
  );
}

/**
 * /suspects: every suspect, newest first by default, sortable by name and creation
 * date (the sort and the page are in the URL), no column filters. The header action is 'New research', the
 * dialog that creates a suspect (ADR 0143). Phones get one card per suspect.
 */
export default function SuspectsPage() {
  const { t } = useTranslation("suspects");
  useDocumentTitle(t("title"));
  const [params, setParams] = useSearchParams();
  const raw = params.get("sort");
  const sort: SuspectSort = isSort(raw) ? raw : DEFAULT_SORT;
  const trail = useCursorTrail();
  const list = useSuspectList(sort, trail.cursor);
  const [creating, setCreating] = useState(false);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  // A new sort starts at page 1 (the cursor trail is dropped with the old query string).
  const onSort = (next: SuspectSort) => setParams(next === DEFAULT_SORT ? {} : { sort: next });

  return (
    <Box>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)} data-testid="new-suspect-button">
            + {t("newResearch")}
          </Button>
        }
      />
      {phone && (
        <SelectField
          size="sm"
          width="full"
          mb="3"
          aria-label={t("sortBy")}
          value={sort}
          onValueChange={(s) => s && onSort(s)}
          bg="bg"
          data-testid="suspects-sort"
          options={suspectSorts.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        />
      )}
      <PagedList
        name="suspects"
        list={list}
        trail={trail}
        filtered={false}
        icon={<TargetIcon />}
        texts={{ loadFailed: t("loadFailed"), retry: t("retry"), emptyTitle: t("emptyTitle"), emptyText: t("emptyText"), emptyFiltered: t("emptyText") }}
      >
        {(items) =>
          phone ? (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="suspects-cards">
              {items.map((s) => (
                <Card.Root as="li" key={s.id} size="sm" variant="outline" bg="bg" data-testid="suspect-row" data-id={s.id}>
                  <Card.Body gap="2">
                    <Flex justify="space-between" gap="2" align="flex-start">
                      <Text fontWeight="600" data-testid="suspect-name-cell">
                        {s.name}
                      </Text>
                      <ResearchStatusBadge research={s.research} />
                    </Flex>
                    {s.userNotes && (
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {s.userNotes}
                      </Text>
                    )}
                    <Flex justify="space-between" align="center" gap="2">
                      <Text fontSize="xs" color="fg.muted">
                        {t("columns.created")}: {formatDateTime(s.createdDate)}
                      </Text>
                      <CompanyButtons suspect={s} />
                    </Flex>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
              <Table.Root size="sm" data-testid="suspects-table">
                <Table.Caption srOnly>{t("title")}</Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <SortHeader field="name" label={t("columns.name")} sort={sort} onSort={onSort} />
                    <ColumnHeader>{t("columns.userNotes")}</ColumnHeader>
                    <ColumnHeader>{t("columns.research")}</ColumnHeader>
                    <SortHeader field="createdDate" label={t("columns.created")} sort={sort} onSort={onSort} />
                    <ColumnHeader textAlign="end">{t("columns.company")}</ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {items.map((s) => (
                    <Table.Row key={s.id} data-testid="suspect-row" data-id={s.id} _hover={{ bg: "bg.subtle" }}>
                      <Table.Cell fontWeight="600" whiteSpace="nowrap" data-testid="suspect-name-cell">
                        {s.name}
                      </Table.Cell>
                      <Table.Cell maxW="360px" color={s.userNotes ? undefined : "fg.subtle"}>
                        <Text truncate title={s.userNotes ?? undefined}>
                          {s.userNotes ?? "—"}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <ResearchStatusBadge research={s.research} />
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" data-testid="suspect-created">
                        {formatDateTime(s.createdDate)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <CompanyButtons suspect={s} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )
        }
      </PagedList>
      {creating && <NewSuspectDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
