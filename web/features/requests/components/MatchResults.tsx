import { useBreakpointValue } from "@chakra-ui/react";
import { lazy, Suspense, useMemo, useState } from "react";
import type { MaterialMatch, MaterialRequestAnswer } from "../../../../shared/schemas/material-request";
import { groupMatches, type MatchGroup } from "../matchGroups";
import { MatchCards } from "./MatchCards";
import { factorFields } from "./MatchParts";
import { MatchesTable } from "./MatchesTable";

const MatchNotesDialog = lazy(() => import("./MatchNotesDialog"));

/** What the table and the phone cards show and do: the same groups, factor fields, folding and notes dialog. */
export interface MatchViewProps {
  request: MaterialRequestAnswer;
  groups: MatchGroup[];
  fields: string[];
  isOpen: (g: MatchGroup) => boolean;
  onToggle: (key: string) => void;
  onNotes: (m: MaterialMatch) => void;
}

/**
 * A request's matching results: grouped per seller company, companies with a
 * match open and the rest folded; a table from tablets up, cards on phones (no sideways scrolling either way).
 */
export function MatchResults({ request, matches }: { request: MaterialRequestAnswer; matches: MaterialMatch[] }) {
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const groups = useMemo(() => groupMatches(matches), [matches]);
  const fields = useMemo(() => factorFields(matches), [matches]);
  // Companies with a match open by default; companies with only non-matches start folded.
  const [toggled, setToggled] = useState<Set<string>>(new Set());
  const isOpen = (g: MatchGroup) => g.matchCount > 0 !== toggled.has(g.key);
  const onToggle = (key: string) => setToggled((s) => (s.has(key) ? new Set([...s].filter((k) => k !== key)) : new Set([...s, key])));
  const [notesOf, setNotesOf] = useState<MaterialMatch | null>(null);
  const props: MatchViewProps = { request, groups, fields, isOpen, onToggle, onNotes: setNotesOf };
  return (
    <>
      {phone ? <MatchCards {...props} /> : <MatchesTable {...props} />}
      {notesOf && (
        <Suspense fallback={null}>
          <MatchNotesDialog match={notesOf} title={notesOf.material.name} onClose={() => setNotesOf(null)} />
        </Suspense>
      )}
    </>
  );
}
