import { Alert, Box, Button, EmptyState, Flex, Spinner, Text, useBreakpointValue } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CursorPager } from "../../../components/CursorPager";
import { BuildingIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { notify } from "../../../components/toaster";
import { staffName, useStaff } from "../../../lib/users";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { exportCompanies, useCompanyList } from "../api";
import { CompaniesTable } from "../components/CompaniesTable";
import { CompaniesToolbar } from "../components/CompaniesToolbar";
import { CompanyCards } from "../components/CompanyCards";
import { companyFiltersToQuery, isFiltered, parseCompanyFilters, type CompanyFilters } from "../filters";

const ImportDialog = lazy(() => import("../components/ImportDialog"));

/** /companies (staff): All Companies with search, filters, sort and pages in the query string (marketplace.md §2). */
export default function CompaniesPage() {
  const { t } = useTranslation("companies");
  const [params, setParams] = useSearchParams();
  const filters = parseCompanyFilters(params);
  const query = companyFiltersToQuery(filters);
  const trail = useCursorTrail();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { data, error, isLoading, mutate } = useCompanyList({ ...query, cursor: trail.cursor });
  const { staff } = useStaff();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  // A new filter or sort starts at page 1: the cursor trail is left out of the new query string.
  const apply = (f: CompanyFilters) => setParams(companyFiltersToQuery(f), { replace: true });
  const assigneeName = (id: string | null) => {
    const u = staff.find((s) => s.id === id);
    return u ? staffName(u) : t("list.otherAssignee");
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportCompanies(query);
    } catch {
      notify.error(t("toastMessages:somethingWentWrong"));
    } finally {
      setExporting(false);
    }
  };
  const filtered = isFiltered(filters);

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" bg="bg" onClick={() => void download()} loading={exporting} data-testid="export-button">
              {t("list.export")}
            </Button>
            <Button variant="outline" bg="bg" onClick={() => setImporting(true)} data-testid="import-button">
              {t("list.import")}
            </Button>
            <Button asChild colorPalette="brand" data-testid="new-company-button">
              <Link to="/new-company">+ {t("list.newCompany")}</Link>
            </Button>
          </Flex>
        }
      />
      <CompaniesToolbar filters={filters} onChange={apply} staff={staff} />
      {error ? (
        <Alert.Root status="error" rounded="lg" data-testid="companies-error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t("list.loadFailed")}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => mutate()}>
            {t("list.retry")}
          </Button>
        </Alert.Root>
      ) : isLoading || !data ? (
        <Flex justify="center" py="16">
          <Spinner color="brand.solid" />
        </Flex>
      ) : data.items.length === 0 && trail.isFirst ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="companies-empty" data-filtered={filtered}>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BuildingIcon />
            </EmptyState.Indicator>
            {/* 'No results' for filters that match nothing, an invitation only when there are no companies at all. */}
            <EmptyState.Title>{filtered ? t("common:noResults") : t("list.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description>{filtered ? t("list.emptyFiltered") : t("list.emptyText")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {phone ? (
            <CompanyCards items={data.items} assigneeName={assigneeName} />
          ) : (
            <CompaniesTable items={data.items} assigneeName={assigneeName} sort={filters.sort} onSort={(sort) => apply({ ...filters, sort })} />
          )}
          <CursorPager trail={trail} nextCursor={data.cursor} labels={{ previous: t("common:table.previous"), next: t("common:table.next") }}>
            <Text data-testid="companies-page">{t("common:table.page", { page: trail.pageNo })}</Text>
          </CursorPager>
        </>
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
