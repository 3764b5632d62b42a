import { Badge, Button, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { StaffUser } from "../../shared/schemas/contact";
import { useSession } from "../lib/session";
import { staffName } from "../lib/users";
import { useDebouncedValue } from "../lib/useDebounce";
import { SearchIcon } from "./icons";

/**
 * The controls every list toolbar shares (materials, companies, contacts, requests): a debounced search box,
 * the staff assignee picker and the Filter-dialog button with its count. The toolbars keep their own layout
 * and extras; the text and ids are theirs.
 */

/** Search text that reaches the URL 400 ms after typing stops, and follows the URL on Back/Forward. */
export function SearchBox({
  value,
  onSearch,
  label,
  testId,
  maxW = "320px",
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  label: string;
  testId: string;
  maxW?: string | object;
}) {
  const [q, setQ] = useState(value ?? "");
  const debounced = useDebouncedValue(q, 400);
  useEffect(() => {
    if ((debounced.trim() || undefined) !== value) onSearch(debounced.trim() || undefined);
    // Only the typed text drives this effect: `value` changing (Back/Forward) must not send the old text again,
    // and the other filters change through their own controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [debounced]);
  // The URL's text changing (Back/Forward) replaces the box's, unless the box already says it (its own search).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (q.trim() !== (value ?? "")) setQ(value ?? "");
  }
  return (
    <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={maxW} flex="1" minW="200px">
      <Input size="sm" bg="bg" placeholder={label} aria-label={label} value={q} onChange={(e) => setQ(e.target.value)} data-testid={testId} />
    </InputGroup>
  );
}

export interface AssigneeLabels {
  label: string;
  any: string;
  me: string;
  /** Offered when the list can filter on "nobody" (value "none"). */
  unassigned?: string;
  /** Shown when the URL names someone not in the staff list. */
  other?: string;
}

/** Any / me / (nobody) / each other staff member, the signed-in user first. */
export function AssigneeSelect({
  value,
  onChange,
  staff,
  labels,
  testId,
}: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  staff: StaffUser[];
  labels: AssigneeLabels;
  testId: string;
}) {
  const { userId } = useSession();
  const others = staff.filter((u) => u.id !== userId);
  const known = !value || value === userId || value === "none" || others.some((u) => u.id === value);
  return (
    <NativeSelect.Root size="sm" maxW="200px">
      <NativeSelect.Field bg="bg" aria-label={labels.label} data-testid={testId} value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{labels.any}</option>
        <option value={userId}>{labels.me}</option>
        {labels.unassigned && <option value="none">{labels.unassigned}</option>}
        {others.map((u) => (
          <option key={u.id} value={u.id}>
            {staffName(u)}
          </option>
        ))}
        {!known && labels.other && <option value={value}>{labels.other}</option>}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Opens a list's Filter dialog; the badge counts the dialog's filters in use. */
export function FilterButton({ count, label, onClick, testId = "filter-button" }: { count: number; label: string; onClick: () => void; testId?: string }) {
  return (
    <Button type="button" variant="outline" size="sm" bg="bg" onClick={onClick} data-testid={testId}>
      {label}
      {count > 0 && (
        <Badge colorPalette="brand" variant="solid" size="xs" rounded="full" data-testid="filter-count">
          {count}
        </Badge>
      )}
    </Button>
  );
}
