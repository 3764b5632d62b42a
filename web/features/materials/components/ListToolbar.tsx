import { Flex, Switch } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { AssigneeSelect, FilterButton, SearchBox } from "../../../components/ListControls";
import { useStaff } from "../../../lib/users";
import { dialogFilterCount, type MaterialFilters } from "../filters";

const FilterDialog = lazy(() => import("./FilterDialog"));

/**
 * Admin extras of the list: text search, assignee picker, 'Only invalid', filter dialog.
 * The assignee picker offers the platform's staff (GET /users), the signed-in user first.
 */
export function ListToolbar({ filters, onChange }: { filters: MaterialFilters; onChange: (f: MaterialFilters) => void }) {
  const { t } = useTranslation("products");
  const { staff } = useStaff();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="materials-toolbar">
      <SearchBox value={filters.q} onSearch={(q) => onChange({ ...filters, q })} label={t("list.search")} testId="materials-search" />
      <AssigneeSelect
        value={filters.assignee}
        onChange={(assignee) => onChange({ ...filters, assignee })}
        staff={staff}
        labels={{ label: t("list.assignee"), any: t("list.anyAssignee"), me: t("list.assignedToMe"), other: t("list.otherAssignee") }}
        testId="assignee-picker"
      />
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={filters.bools.showInvalid === true}
        onCheckedChange={(e) => onChange({ ...filters, bools: { ...filters.bools, showInvalid: e.checked ? true : undefined } })}
        data-testid="only-invalid"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t("list.onlyInvalid")}</Switch.Label>
      </Switch.Root>
      <FilterButton count={dialogFilterCount(filters)} label={t("filters.button")} onClick={() => setDialogOpen(true)} />
      {dialogOpen && (
        <Suspense fallback={null}>
          <FilterDialog filters={filters} onApply={onChange} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
