import { Button, Flex, Group } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterButton, SearchBox } from "../../../components/ListControls";
import { REQUEST_STATUSES } from "../enums";
import { dialogFilterCount, type RequestFilters, type View } from "../filters";
import { SelectField } from "../../../components/form/SelectField";

const RequestFilterDialog = lazy(() => import("./RequestFilterDialog"));
const ALL = "all";

/**
 * Search, the status filter ('all' clears it), the list/board switch and, for super admins, the filter
 * dialog; every change goes to the URL.
 */
export function RequestsToolbar({
  filters,
  onChange,
  isSuperAdmin,
}: {
  filters: RequestFilters;
  onChange: (f: RequestFilters) => void;
  isSuperAdmin: boolean;
}) {
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
      <SearchBox
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        label={t("list.search")}
        testId="requests-search"
        maxW={{ base: "full", md: "300px" }}
      />
      <SelectField
        size="sm"
        maxW="220px"
        bg="bg"
        aria-label={t("list.statusFilter")}
        data-testid="status-filter"
        value={filters.status ?? ALL}
        onValueChange={(status) => onChange({ ...filters, status: status === ALL || !status ? undefined : status })}
        options={[{ value: ALL, label: t("list.allStatuses") }, ...REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      />
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
