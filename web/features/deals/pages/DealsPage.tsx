import { Box, Button, Flex } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Deal } from "../../../../shared/schemas/deal";
import { RowLink } from "../../../components/DataTable";
import { HandshakeIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { SavedViewsMenu } from "../../../components/SavedViewsMenu";
import { PagedList } from "../../../components/PagedList";
import { RecordList, type RecordColumn } from "../../../components/RecordList";
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
  const columns: RecordColumn<Deal>[] = [
    {
      key: "transactionNumber",
      header: t("columns.transactionNumber"),
      cardRole: "title",
      cell: (d) => (
        <RowLink to={`/deals/${d.id}`} testId="deal-link">
          {d.transactionNumber}
        </RowLink>
      ),
    },
    { key: "buyer", header: t("columns.buyer"), cell: (d) => d.buyer?.name ?? "—" },
    { key: "seller", header: t("columns.seller"), cell: (d) => d.seller?.name ?? "—" },
    { key: "eta", header: t("columns.eta"), testId: "deal-eta", cell: (d) => formatDay(d.eta) || "—" },
  ];

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
            <SavedViewsMenu screen="deals" path="/deals" />
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
        texts={{
          loadFailed: t("list.loadFailed"),
          retry: t("list.retry"),
          emptyTitle: t("list.emptyTitle"),
          emptyText: t("list.emptyText"),
          emptyFiltered: t("list.emptyText"),
        }}
      >
        {(items) => (
          <RecordList name="deals" rows={items} columns={columns} rowKey={(d) => d.id} rowTestId="deal-row" rowData={(d) => ({ "data-id": d.id })} nowrap />
        )}
      </PagedList>
    </Box>
  );
}
