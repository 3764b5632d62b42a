import { Badge, Box, Button, Flex, Input, InputGroup, useBreakpointValue } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SearchIcon, UsersIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { PagedList } from "../../../components/PagedList";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { useContacts } from "../api";
import { ContactCards, ContactsTable } from "../components/ContactsTable";
import { CsvDownloadButton } from "../components/CsvDownloadButton";
import { contactFiltersToQuery, dialogFilterCount, parseContactFilters, type ContactFilters } from "../filters";

const ContactFilterDialog = lazy(() => import("../components/ContactFilterDialog"));
const NewContactDialog = lazy(() => import("../components/NewContactDialog"));

/** /contacts (marketplace.md §2 Contacts): search, Filter dialog, New contact, CSV Download; filters in the URL. */
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
  const [q, setQ] = useState(filters.q ?? "");
  const debounced = useDebouncedValue(q, 400);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filters.q) apply({ ...filters, q: debounced.trim() || undefined });
    // Only the typed text drives this effect; the dialog's filters come through apply directly.
  }, [debounced]);
  const count = dialogFilterCount(filters);
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
        <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW="360px" flex="1">
          <Input size="sm" bg="bg" type="search" aria-label={t("list.search")} placeholder={t("list.search")} value={q} onChange={(e) => setQ(e.target.value)} data-testid="contacts-search" />
        </InputGroup>
        <Button type="button" variant="outline" size="sm" bg="bg" onClick={() => setDialog("filter")} data-testid="contact-filter-button">
          {t("filters.button")}
          {count > 0 && (
            <Badge colorPalette="brand" variant="solid" size="xs" rounded="full" data-testid="filter-count">
              {count}
            </Badge>
          )}
        </Button>
      </Flex>
      <PagedList name="contacts" list={list} trail={trail} filtered={filtered} icon={<UsersIcon />} texts={{ loadFailed: t("list.loadFailed"), retry: t("list.retry"), emptyTitle: t("list.emptyTitle"), emptyText: t("list.emptyText"), emptyFiltered: t("list.emptyFiltered") }}>
        {(items) => (phone ? <ContactCards items={items} /> : <ContactsTable items={items} />)}
      </PagedList>
      <Suspense fallback={null}>
        {dialog === "filter" && <ContactFilterDialog filters={filters} onApply={apply} onClose={() => setDialog(null)} />}
        {dialog === "new" && <NewContactDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </Box>
  );
}
