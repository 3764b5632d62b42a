import { Alert, Box, Button, EmptyState, Flex, Spinner, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BoxIcon } from "../../../components/icons";
import { PageHeader } from "../../../components/PageHeader";
import { useSession } from "../../../lib/session";
import { useMaterials } from "../api";
import { ListToolbar } from "../components/ListToolbar";
import { MaterialsTable } from "../components/MaterialsTable";
import { filtersToQuery, parseFilters, type MaterialFilters } from "../filters";

/** /materials: the product list; admins filter it, every filter lives in the query string (marketplace.md §2). */
export default function MaterialsPage() {
  const { t } = useTranslation("products");
  const { isSuperAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const query = isSuperAdmin ? filtersToQuery(filters) : {};
  // Cursor trail: the cursors of the pages before the current one.
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail.at(-1);
  const { data, error, isLoading, mutate } = useMaterials({ ...query, cursor });
  const apply = (f: MaterialFilters) => {
    setTrail([]);
    setParams(filtersToQuery(f), { replace: true });
  };
  const pageNo = trail.length + 1;

  return (
    <Box>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <Button asChild colorPalette="brand" data-testid="new-material-button">
            <Link to="/new-material">+ {t("list.newMaterial")}</Link>
          </Button>
        }
      />
      {isSuperAdmin && <ListToolbar filters={filters} onChange={apply} />}
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
        <EmptyState.Root borderWidth="1px" rounded="xl" bg="bg" data-testid="materials-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <BoxIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("list.emptyTitle")}</EmptyState.Title>
            <EmptyState.Description>{Object.keys(query).length ? t("list.emptyFiltered") : t("list.emptyText")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <MaterialsTable items={data.items} isAdmin={isSuperAdmin} />
          <Flex justify="space-between" align="center" mt="3" color="fg.muted" fontSize="sm">
            <Text data-testid="materials-page">{t("list.page", { page: pageNo, count: data.items.length })}</Text>
            <Flex gap="2">
              <Button size="sm" variant="outline" disabled={pageNo === 1} onClick={() => setTrail((tr) => tr.slice(0, -1))} data-testid="prev-page">
                {t("list.previous")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!data.cursor}
                onClick={() => data.cursor && setTrail((tr) => [...tr, data.cursor!])}
                data-testid="next-page"
              >
                {t("list.next")}
              </Button>
            </Flex>
          </Flex>
        </>
      )}
    </Box>
  );
}
