import { Badge, Button, Flex, Group, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RequestStatus } from "../../../../shared/schemas/material-request";
import { SearchIcon } from "../../../components/icons";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { REQUEST_STATUSES } from "../enums";
import { dialogFilterCount, type RequestFilters, type View } from "../filters";

const RequestFilterDialog = lazy(() => import("./RequestFilterDialog"));
const ALL = "all";

/**
 * Search, the status filter ('all' clears it, §2), the list/board switch and, for super admins, the filter
 * dialog; every change goes to the URL.
 */
export function RequestsToolbar({ filters, onChange, isSuperAdmin }: { filters: RequestFilters; onChange: (f: RequestFilters) => void; isSuperAdmin: boolean }) {
  const { t } = useTranslation("materialRequests");
  const [q, setQ] = useState(filters.q ?? "");
  const [dialogOpen, setDialogOpen] = useState(false);
  const debounced = useDebouncedValue(q, 400);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filters.q) onChange({ ...filters, q: debounced.trim() || undefined });
    // Only the typed text drives this effect; the other filters change through onChange directly.
  }, [debounced]);
  // Back/forward to another search: the box follows the URL.
  useEffect(() => setQ((cur) => (cur.trim() === (filters.q ?? "") ? cur : (filters.q ?? ""))), [filters.q]);
  const count = dialogFilterCount(filters);
  const view = (v: View) => (
    <Button
      size="sm"
      variant={filters.view === v ? "solid" : "outline"}
      colorPalette={filters.view === v ? "brand" : "gray"}
      bg={filters.view === v ? undefined : "bg"}
      aria-pressed={filters.view === v}
      onClick={() => onChange({ ...filters, view: v })}
      data-testid={`view-${v}`}
    >
      {t(`view.${v}`)}
    </Button>
  );

  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="requests-toolbar">
      <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={{ base: "full", md: "300px" }} flex="1" minW="200px">
        <Input size="sm" bg="bg" placeholder={t("list.search")} aria-label={t("list.search")} value={q} onChange={(e) => setQ(e.target.value)} data-testid="requests-search" />
      </InputGroup>
      <NativeSelect.Root size="sm" maxW="220px">
        <NativeSelect.Field
          bg="bg"
          aria-label={t("list.statusFilter")}
          data-testid="status-filter"
          value={filters.status ?? ALL}
          onChange={(e) => onChange({ ...filters, status: e.target.value === ALL ? undefined : (e.target.value as RequestStatus) })}
        >
          <option value={ALL}>{t("list.allStatuses")}</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {isSuperAdmin && (
        <Button variant="outline" size="sm" bg="bg" onClick={() => setDialogOpen(true)} data-testid="filter-button">
          {t("filters.button")}
          {count > 0 && (
            <Badge colorPalette="brand" variant="solid" size="xs" rounded="full" data-testid="filter-count">
              {count}
            </Badge>
          )}
        </Button>
      )}
      <Group attached role="group" aria-label={t("view.label")} ms={{ md: "auto" }}>
        {view("list")}
        {view("board")}
      </Group>
      {dialogOpen && (
        <Suspense fallback={null}>
          <RequestFilterDialog filters={filters} onApply={onChange} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
