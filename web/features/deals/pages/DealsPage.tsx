import { Box, Button, Card, Flex, Link, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { ColumnHeader, RowLink } from "../../../components/DataTable";
import { HandshakeIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { notify } from "../../../components/toaster";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { formatDay } from "../../../lib/dates";
import { createDeal, useDealList, useSpreadsheetUrl } from "../api";

/**
 * /deals: every deal, newest first, with its transaction number (the link to the
 * deal), buyer, seller and ETA; the external spreadsheet when configured; "New deal" starts a blank deal.
 */
export default function DealsPage() {
  const { t } = useTranslation(["deals", "toastMessages"]);
  const trail = useCursorTrail();
  const list = useDealList(trail.cursor);
  const spreadsheet = useSpreadsheetUrl();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;

  const newDeal = async () => {
    setCreating(true);
    try {
      const deal = await createDeal({});
      notify.success(t("created"));
      void navigate(`/deals/${deal.id}`);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <Flex gap="2" wrap="wrap">
            {spreadsheet && (
              <Button asChild variant="outline" bg="bg">
                <a href={spreadsheet} target="_blank" rel="noopener noreferrer" data-testid="deals-spreadsheet">
                  {t("list.spreadsheet")}
                </a>
              </Button>
            )}
            <Button colorPalette="brand" onClick={newDeal} loading={creating} data-testid="new-deal-button">
              + {t("list.newDeal")}
            </Button>
          </Flex>
        }
      />
      <PagedList
        name="deals"
        list={list}
        trail={trail}
        filtered={false}
        icon={<HandshakeIcon />}
        texts={{ loadFailed: t("list.loadFailed"), retry: t("list.retry"), emptyTitle: t("list.emptyTitle"), emptyText: t("list.emptyText"), emptyFiltered: t("list.emptyText") }}
      >
        {(items) =>
          phone ? (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="deals-cards">
              {items.map((d) => (
                <Card.Root as="li" key={d.id} size="sm" variant="outline" bg="bg" data-testid="deal-row" data-id={d.id}>
                  <Card.Body gap="1">
                    <Link asChild fontWeight="600" color="fg">
                      <RouterLink to={`/deals/${d.id}`} data-testid="deal-link">
                        {d.transactionNumber}
                      </RouterLink>
                    </Link>
                    <Text fontSize="sm">
                      {t("columns.seller")}: {d.seller?.name ?? "—"}
                    </Text>
                    <Text fontSize="sm">
                      {t("columns.buyer")}: {d.buyer?.name ?? "—"}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t("columns.eta")}: <span data-testid="deal-eta">{formatDay(d.eta) || "—"}</span>
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          ) : (
          <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
            <Table.Root size="sm" data-testid="deals-table" css={{ "& td, & th": { whiteSpace: "nowrap" } }}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <ColumnHeader>{t("columns.transactionNumber")}</ColumnHeader>
                  <ColumnHeader>{t("columns.buyer")}</ColumnHeader>
                  <ColumnHeader>{t("columns.seller")}</ColumnHeader>
                  <ColumnHeader>{t("columns.eta")}</ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((d) => (
                  <Table.Row key={d.id} data-testid="deal-row" data-id={d.id} _hover={{ bg: "bg.subtle" }}>
                    <Table.Cell>
                      <RowLink to={`/deals/${d.id}`} testId="deal-link">
                        {d.transactionNumber}
                      </RowLink>
                    </Table.Cell>
                    <Table.Cell>{d.buyer?.name ?? "—"}</Table.Cell>
                    <Table.Cell>{d.seller?.name ?? "—"}</Table.Cell>
                    <Table.Cell data-testid="deal-eta">{formatDay(d.eta) || "—"}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          )
        }
      </PagedList>
    </Box>
  );
}
