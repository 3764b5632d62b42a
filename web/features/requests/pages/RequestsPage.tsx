import { Box, Button, Flex, Spinner, useBreakpointValue } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { InboxIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { SavedViewsMenu } from "../../../components/SavedViewsMenu";
import { PagedList } from "../../../components/PagedList";
import { useSession } from "../../../lib/session";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useRequestList } from "../api";
import { RequestCards } from "../components/RequestCards";
import { RequestsTable } from "../components/RequestsTable";
import { RequestsToolbar } from "../components/RequestsToolbar";
import { isFiltered, parseRequestFilters, requestFiltersToParams, requestQuery, type RequestFilters } from "../filters";

const RequestFormDialog = lazy(() => import("../components/RequestFormDialog"));
// The board and its drag-and-drop library load only when someone switches to it.
const RequestBoard = lazy(() => import("../components/RequestBoard"));

/**
 * /material-requests: every signed-in user's list of their company's
 * requests (staff see all), with search, the status filter and paging in the URL, a board view, the 'New
 * material request' dialog and, for super admins, the filter dialog, edit and the detail link.
 */
export default function RequestsPage() {
  const { t } = useTranslation("materialRequests");
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = parseRequestFilters(params);
  const query = requestQuery(filters, isSuperAdmin);
  const trail = useCursorTrail();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const board = filters.view === "board";
  const list = useRequestList({ ...query, cursor: trail.cursor }, !board);
  // A new filter starts at page 1: the cursor trail is left out of the new query string.
  const apply = (f: RequestFilters) => setParams(requestFiltersToParams(f), { replace: f.view === filters.view });
  const [editing, setEditing] = useState<MaterialRequestAnswer | "new" | null>(null);

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={isSuperAdmin ? t("list.subtitleAdmin") : t("list.subtitle")}
        actions={
          <Flex gap="2" wrap="wrap">
            <SavedViewsMenu screen="requests" path="/material-requests" />
            <Button colorPalette="brand" onClick={() => setEditing("new")} data-testid="new-request-button">
              + {t("list.newRequest")}
            </Button>
          </Flex>
        }
      />
      <RequestsToolbar filters={filters} onChange={apply} isSuperAdmin={isSuperAdmin} />
      {board ? (
        <Suspense
          fallback={
            <Flex justify="center" py="16">
              <Spinner color="brand.solid" />
            </Flex>
          }
        >
          <RequestBoard query={query} isSuperAdmin={isSuperAdmin} />
        </Suspense>
      ) : (
        <PagedList
          name="requests"
          list={list}
          trail={trail}
          filtered={isFiltered(filters, isSuperAdmin)}
          icon={<InboxIcon />}
          texts={{
            loadFailed: t("list.loadFailed"),
            retry: t("list.retry"),
            emptyTitle: t("list.emptyTitle"),
            emptyText: t("list.emptyText"),
            emptyFiltered: t("list.emptyFiltered"),
          }}
        >
          {(items) =>
            phone ? (
              <RequestCards items={items} isSuperAdmin={isSuperAdmin} onEdit={setEditing} />
            ) : (
              <RequestsTable items={items} isSuperAdmin={isSuperAdmin} onEdit={setEditing} />
            )
          }
        </PagedList>
      )}
      {editing && (
        <Suspense fallback={null}>
          <RequestFormDialog request={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Box>
  );
}
