import { Badge, Button, Flex, Input, InputGroup, NativeSelect, Switch } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "../../../components/icons";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { useSession } from "../../../lib/session";
import { staffName, useStaff } from "../../../lib/users";
import { dialogFilterCount, type MaterialFilters } from "../filters";

const FilterDialog = lazy(() => import("./FilterDialog"));

/**
 * Admin extras of the list (marketplace.md §2): text search, assignee picker, 'Only invalid', filter dialog.
 * The assignee picker offers the platform's staff (GET /users), the signed-in user first.
 */
export function ListToolbar({ filters, onChange }: { filters: MaterialFilters; onChange: (f: MaterialFilters) => void }) {
  const { t } = useTranslation("products");
  const { userId } = useSession();
  const { staff } = useStaff();
  const others = staff.filter((u) => u.id !== userId);
  const [q, setQ] = useState(filters.q ?? "");
  const [dialogOpen, setDialogOpen] = useState(false);
  const count = dialogFilterCount(filters);
  const debounced = useDebouncedValue(q, 400);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filters.q) onChange({ ...filters, q: debounced.trim() || undefined });
    // Only the typed text drives this effect; other filter changes come through onChange directly.
  }, [debounced]);

  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="materials-toolbar">
      <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW="320px" flex="1">
        <Input size="sm" bg="bg" placeholder={t("list.search")} value={q} onChange={(e) => setQ(e.target.value)} data-testid="materials-search" />
      </InputGroup>
      <NativeSelect.Root size="sm" maxW="200px">
        <NativeSelect.Field
          bg="bg"
          aria-label={t("list.assignee")}
          data-testid="assignee-picker"
          value={filters.assignee ?? ""}
          onChange={(e) => onChange({ ...filters, assignee: e.target.value || undefined })}
        >
          <option value="">{t("list.anyAssignee")}</option>
          <option value={userId}>{t("list.assignedToMe")}</option>
          {others.map((u) => (
            <option key={u.id} value={u.id}>
              {staffName(u)}
            </option>
          ))}
          {filters.assignee && filters.assignee !== userId && !others.some((u) => u.id === filters.assignee) && (
            <option value={filters.assignee}>{t("list.otherAssignee")}</option>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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
      <Button variant="outline" size="sm" bg="bg" onClick={() => setDialogOpen(true)} data-testid="filter-button">
        {t("filters.button")}
        {count > 0 && (
          <Badge colorPalette="brand" variant="solid" size="xs" rounded="full" data-testid="filter-count">
            {count}
          </Badge>
        )}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <FilterDialog filters={filters} onApply={onChange} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
