import { Alert, Box, Button, EmptyState, Flex, Spinner, Text, useBreakpointValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CursorPager } from "../../../components/CursorPager";
import { BoxIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { SavedViewsMenu } from "../../../components/SavedViewsMenu";
import { useSession } from "../../../lib/session";
import { useCursorTrail } from "../../../lib/useCursorTrail";
import { useMaterials } from "../api";
import { ListToolbar } from "../components/ListToolbar";
import { MaterialCards } from "../components/MaterialCards";
import { MaterialsTable } from "../components/MaterialsTable";
import { filtersToQuery, parseFilters, unknownFilterValues, type MaterialFilters } from "../filters";
import { materialsListQuery } from "../listQuery";

/** /materials: the product list; admins filter it, every filter lives in the query string. */
export default function MaterialsPage() {
  const { t } = useTranslation("products");
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const query = isSuperAdmin ? filtersToQuery(filters) : {};
  const trail = useCursorTrail();
  // Phones get cards instead of the 19-column table.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const { data, error, isLoading, mutate } = useMaterials(materialsListQuery(params, isSuperAdmin));
  const unknown = unknownFilterValues(params);
  // New filters start at page 1: the cursors are left out of the new query string.
  const apply = (f: MaterialFilters) => setParams(filtersToQuery(f), { replace: true });
  const filtered = Object.keys(query).length > 0;
  const pageNo = trail.pageNo;

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <Flex gap="2" wrap="wrap">
            <SavedViewsMenu screen="materials" path="/materials" />
            <Button asChild colorPalette="brand" data-testid="new-material-button">
              <Link to="/new-material">+ {t("list.newMaterial")}</Link>
            </Button>
          </Flex>
        }
      />
      {isSuperAdmin && <ListToolbar filters={filters} onChange={apply} />}
      {isSuperAdmin && unknown.length > 0 && (
        <Alert.Root status="info" rounded="lg" mb="4" data-testid="unknown-filters">
          <Alert.Indicator />
          <Alert.Title>{t("list.unknownFilters", { values: unknown.join(", ") })}</Alert.Title>
        </Alert.Root>
      )}
      {error ? (
        <Alert.Root status="error" rounded="lg" data-testid="materials-error">
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
      ) : data.items.length === 0 && pageNo === 1 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="materials-empty" data-filtered={filtered}>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BoxIcon />
            </EmptyState.Indicator>
            {/* 'No results' for filters that match nothing, 'No products yet' only when there are none. */}
            <EmptyState.Title>{filtered ? t("list.noResults") : t("list.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description>{filtered ? t("list.emptyFiltered") : t("list.emptyText")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {phone ? <MaterialCards items={data.items} /> : <MaterialsTable items={data.items} isAdmin={isSuperAdmin} />}
          <CursorPager trail={trail} nextCursor={data.cursor} labels={{ previous: t("list.previous"), next: t("list.next") }}>
            <Text data-testid="materials-page">{t("list.page", { page: pageNo, count: data.items.length })}</Text>
          </CursorPager>
        </>
      )}
    </Box>
  );
}
