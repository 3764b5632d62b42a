import { Button, Flex, Group, NativeSelect } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RequestStatus } from "../../../../shared/schemas/material-request";
import { FilterButton, SearchBox } from "../../../components/ListControls";
import { REQUEST_STATUSES } from "../enums";
import { dialogFilterCount, type RequestFilters, type View } from "../filters";

const RequestFilterDialog = lazy(() => import("./RequestFilterDialog"));
const ALL = "all";

/**
 * Search, the status filter ('all' clears it), the list/board switch and, for super admins, the filter
 * dialog; every change goes to the URL.
 */
export function RequestsToolbar({ filters, onChange, isSuperAdmin }: { filters: RequestFilters; onChange: (f: RequestFilters) => void; isSuperAdmin: boolean }) {
  const { t } = useTranslation("materialRequests");
  const [dialogOpen, setDialogOpen] = useState(false);
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
      <SearchBox value={filters.q} onSearch={(q) => onChange({ ...filters, q })} label={t("list.search")} testId="requests-search" maxW={{ base: "full", md: "300px" }} />
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
      {isSuperAdmin && <FilterButton count={dialogFilterCount(filters)} label={t("filters.button")} onClick={() => setDialogOpen(true)} />}
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
