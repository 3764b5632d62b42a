import { Flex } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffUser } from "../../../../shared/schemas/contact";
import { AssigneeSelect, FilterButton, SearchBox } from "../../../components/ListControls";
import { dialogFilterCount, type CompanyFilters } from "../filters";
import { ApplicationsFilter } from "./ApplicationsFilter";

const CompanyFilterDialog = lazy(() => import("./CompanyFilterDialog"));

/** Search, assignee, applications and the Filter dialog; every change goes to the URL. */
export function CompaniesToolbar({ filters, onChange, staff }: { filters: CompanyFilters; onChange: (f: CompanyFilters) => void; staff: StaffUser[] }) {
  const { t } = useTranslation("companies");
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4" data-testid="companies-toolbar">
      <SearchBox
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        label={t("list.search")}
        testId="companies-search"
        maxW={{ base: "full", md: "300px" }}
      />
      <AssigneeSelect
        value={filters.assignee}
        onChange={(assignee) => onChange({ ...filters, assignee })}
        staff={staff}
        labels={{ label: t("list.assignee"), any: t("list.anyAssignee"), me: t("list.assignedToMe"), unassigned: t("list.unassigned") }}
        testId="assignee-filter"
      />
      <ApplicationsFilter value={filters.applications} onChange={(applications) => onChange({ ...filters, applications })} />
      <FilterButton count={dialogFilterCount(filters)} label={t("filters.button")} onClick={() => setDialogOpen(true)} />
      {dialogOpen && (
        <Suspense fallback={null}>
          <CompanyFilterDialog filters={filters} onApply={onChange} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
