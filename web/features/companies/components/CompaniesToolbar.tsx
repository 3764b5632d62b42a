import { Badge, Button, Flex, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffUser } from "../../../../shared/schemas/contact";
import { SearchIcon } from "../../../components/icons";
import { useSession } from "../../../lib/session";
import { staffName } from "../../../lib/users";
import { useDebouncedValue } from "../../../lib/useDebounce";
import { dialogFilterCount, type CompanyFilters } from "../filters";
import { ApplicationsFilter } from "./ApplicationsFilter";

const CompanyFilterDialog = lazy(() => import("./CompanyFilterDialog"));

/** The assignee filter's value for companies nobody owns (shared CompanyListQuery). */
export const UNASSIGNED = "none";

/** Search, assignee, applications and the Filter dialog (marketplace.md §2); every change goes to the URL. */
export function CompaniesToolbar({ filters, onChange, staff }: { filters: CompanyFilters; onChange: (f: CompanyFilters) => void; staff: StaffUser[] }) {
  const { t } = useTranslation("companies");
  const { userId } = useSession();
  const [q, setQ] = useState(filters.q ?? "");
  const [dialogOpen, setDialogOpen] = useState(false);
  const debounced = useDebouncedValue(q, 400);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== filters.q) onChange({ ...filters, q: debounced.trim() || undefined });
    // Only the typed text drives this effect; the other filters change through onChange directly.
  }, [debounced]);
  // Back/forward to another search: the box follows the URL.
  useEffect(() => setQ((cur) => (cur.trim() === (filters.q ?? "") ? cur : (filters.q ?? ""))), [filters.q]);
  const others = staff.filter((u) => u.id !== userId);
  const count = dialogFilterCount(filters);

  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="companies-toolbar">
      <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={{ base: "full", md: "300px" }} flex="1" minW="200px">
        <Input size="sm" bg="bg" placeholder={t("list.search")} aria-label={t("list.search")} value={q} onChange={(e) => setQ(e.target.value)} data-testid="companies-search" />
      </InputGroup>
      <NativeSelect.Root size="sm" maxW="200px">
        <NativeSelect.Field
          bg="bg"
          aria-label={t("list.assignee")}
          data-testid="assignee-filter"
          value={filters.assignee ?? ""}
          onChange={(e) => onChange({ ...filters, assignee: e.target.value || undefined })}
        >
          <option value="">{t("list.anyAssignee")}</option>
          <option value={userId}>{t("list.assignedToMe")}</option>
          <option value={UNASSIGNED}>{t("list.unassigned")}</option>
          {others.map((u) => (
            <option key={u.id} value={u.id}>
              {staffName(u)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ApplicationsFilter value={filters.applications} onChange={(applications) => onChange({ ...filters, applications })} />
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
          <CompanyFilterDialog filters={filters} onApply={onChange} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
