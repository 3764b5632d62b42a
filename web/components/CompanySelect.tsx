import { Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useApi } from "../lib/queryKeys";
import { useDebouncedValue } from "../lib/useDebounce";

export interface CompanySelectLabels {
  search: string;
  select: string;
  /** The empty choice: "own company", "any company", … */
  none: string;
  /** Shown for a chosen company that is not among the search's results (its name when known). */
  chosen?: string;
}

/**
 * Staff pick a company (new product, new or edited request, request filter): a search box narrows GET
 * /companies?q= (the name search, 20 at a time) and a select offers the results. The chosen company stays a
 * choice while the search shows others.
 */
export function CompanySelect({
  value,
  onChange,
  labels,
  testId,
  searchTestId = `${testId}-search`,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  labels: CompanySelectLabels;
  testId: string;
  searchTestId?: string;
}) {
  const [q, setQ] = useState("");
  const debounced = useDebouncedValue(q.trim(), 300);
  const companies = useApi("GET /companies", { query: { q: debounced || undefined, limit: 20 } }, { keepPreviousData: true }).data?.items ?? [];
  return (
    <Stack gap="2" w="full">
      <Input
        size="sm"
        bg="bg"
        type="search"
        placeholder={labels.search}
        aria-label={labels.search}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        data-testid={searchTestId}
      />
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="bg" aria-label={labels.select} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)} data-testid={testId}>
          <option value="">{labels.none}</option>
          {value && !companies.some((c) => c.id === value) && <option value={value}>{labels.chosen ?? value}</option>}
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
