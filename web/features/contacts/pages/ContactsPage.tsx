import { Box, Button, Flex, useBreakpointValue } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { UsersIcon } from "../../../components/icons";
import { FilterButton, SearchBox } from "../../../components/ListControls";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useContacts } from "../api";
import { ContactCards, ContactsTable } from "../components/ContactsTable";
import { CsvDownloadButton } from "../components/CsvDownloadButton";
import { contactFiltersToQuery, dialogFilterCount, parseContactFilters, type ContactFilters } from "../filters";

const ContactFilterDialog = lazy(() => import("../components/ContactFilterDialog"));
const NewContactDialog = lazy(() => import("../components/NewContactDialog"));

/** /contacts: search, Filter dialog, New contact, CSV Download; filters in the URL. */
export default function ContactsPage() {
  const { t } = useTranslation("contacts");
  const [params, setParams] = useSearchParams();
  const filters = parseContactFilters(params);
  const query = contactFiltersToQuery(filters);
  const trail = useCursorTrail();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const list = useContacts({ ...query, cursor: trail.cursor });
  // New filters start at page 1: the cursors are left out of the new query string.
  const apply = (f: ContactFilters) => setParams(contactFiltersToQuery(f), { replace: true });
  const [dialog, setDialog] = useState<"filter" | "new" | null>(null);
  const filtered = Object.keys(query).length > 0;

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <>
            <CsvDownloadButton query={query} />
            <Button type="button" colorPalette="brand" onClick={() => setDialog("new")} data-testid="new-contact-button">
              + {t("list.newContact")}
            </Button>
          </>
        }
      />
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchBox value={filters.q} onSearch={(q) => apply({ ...filters, q })} label={t("list.search")} testId="contacts-search" maxW="360px" />
        <FilterButton count={dialogFilterCount(filters)} label={t("filters.button")} onClick={() => setDialog("filter")} testId="contact-filter-button" />
      </Flex>
      <PagedList
        name="contacts"
        list={list}
        trail={trail}
        filtered={filtered}
        icon={<UsersIcon />}
        texts={{
          loadFailed: t("list.loadFailed"),
          retry: t("list.retry"),
          emptyTitle: t("list.emptyTitle"),
          emptyText: t("list.emptyText"),
          emptyFiltered: t("list.emptyFiltered"),
        }}
      >
        {(items) => (phone ? <ContactCards items={items} /> : <ContactsTable items={items} />)}
      </PagedList>
      <Suspense fallback={null}>
        {dialog === "filter" && <ContactFilterDialog filters={filters} onApply={apply} onClose={() => setDialog(null)} />}
        {dialog === "new" && <NewContactDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </Box>
  );
}
