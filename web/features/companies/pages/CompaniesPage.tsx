import { Box, Button, Flex, Skeleton } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BuildingIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { SavedViewsMenu } from "../../../components/SavedViewsMenu";
import { PagedList } from "../../../components/PagedList";
import { notify } from "../../../components/toaster";
import { staffName, useStaff } from "../../../lib/users";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { exportCompanies, useCompanyList } from "../api";
import { CompanyList } from "../components/CompanyList";
import { CompaniesToolbar } from "../components/CompaniesToolbar";
import { companyFiltersToQuery, isFiltered, parseCompanyFilters, type CompanyFilters } from "../filters";

const ImportDialog = lazy(() => import("../components/ImportDialog"));

/** /companies (staff): All Companies with search, filters, sort and pages in the query string. */
export default function CompaniesPage() {
  const { t } = useTranslation("companies");
  const [params, setParams] = useSearchParams();
  const filters = parseCompanyFilters(params);
  const query = companyFiltersToQuery(filters);
  const trail = useCursorTrail();
  const list = useCompanyList({ ...query, cursor: trail.cursor });
  const { staff, isLoading: staffLoading } = useStaff();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  // A new filter or sort starts at page 1: the cursor trail is left out of the new query string.
  const apply = (f: CompanyFilters) => setParams(companyFiltersToQuery(f), { replace: true });
  // Until the staff list is in, an assignee cannot be named: a placeholder, not "Another user".
  const assigneeName = (id: string | null): ReactNode => {
    if (staffLoading) return <Skeleton as="span" display="inline-block" h="3.5" w="24" verticalAlign="middle" data-testid="assignee-loading" />;
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
            <SavedViewsMenu screen="companies" path="/companies" />
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
      {/* 'No results' for filters that match nothing, an invitation only when there are no companies at all. */}
      <PagedList
        name="companies"
        list={list}
        trail={trail}
        filtered={filtered}
        icon={<BuildingIcon />}
        texts={{
          loadFailed: t("list.loadFailed"),
          retry: t("list.retry"),
          emptyTitle: t("list.emptyTitle"),
          emptyText: t("list.emptyText"),
          emptyFiltered: t("list.emptyFiltered"),
        }}
      >
        {(items) => <CompanyList items={items} assigneeName={assigneeName} sort={filters.sort} onSort={(sort) => apply({ ...filters, sort })} />}
      </PagedList>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
