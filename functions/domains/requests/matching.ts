import { randomUUID } from "node:crypto";
import {
  candidateTypes,
  compareMatches,
  matchableRequest,
  needsConfirmation,
  rankMaterial,
  rankMaterials,
  rankPassing,
  type MatchableRequest,
} from "../../../shared/rules/matching";
import type { MatchResult } from "../../../shared/schemas/material-match";
import type { RequestStatus } from "../../../shared/schemas/material-request";
import { now } from "../../db/audit";
import { statusesOf } from "../certificates/register";
import { publish } from "../live";
import { loadCandidates, type Candidate } from "../materials";
import { createMatch, deleteOpenMatch, listRequestMatches, rankKeyOf, setRunFields, type RunFields, type StoredMatch } from "./queries-matches";
import { getRequest, putRequest, type StoredRequest } from "./queries";
import { isConditionFailure } from "../../lib/errors";
import { crashPoint } from "../../lib/crash-point";
import { logger } from "../../lib/logger";
import { startWorkflow } from "../../lib/workflows";
import type { MatchRequestInput } from "../../workflows/match-request/definition";

/**
 * The matching run (ADR 0128): load the candidates the engine's pre-filter names, rank them
 * (shared/rules/matching.ts), write the matches, and record the outcome on the request.
 */

/** The request fields the engine reads: a change to any of them re-runs the matching. */
export const MATCH_FIELDS = [
  "type",
  "materialType",
  "amount",
  "capacity",
  "targetPrice",
  "colors",
  "conditions",
  "viscosity",
  "applications",
  "materialSources",
  "processingMethods",
  "origin",
  "certificates",
  // the engine reads food contact, fillers and packaging from the description too (ADR 0178)
  "description",
  "fillers",
] as const satisfies readonly (keyof MatchableRequest)[];

/**
 * At most this many matches are written per run (the best ones); GET …/matches reads them in one Query. The
 * run writes the plain matches and, after them, those needing confirmation (melt flow under another test
 * condition, ADR 0178): worth proposing once the seller confirms, and told apart by their factors.
 */
export const MAX_MATCHES = 200;

/** Statuses the run may replace with its outcome; a status staff set beyond these (completed, deferred, …) stays. */
const RUN_OWNS_STATUS = new Set<RequestStatus>(["open", "in_progress", "matching_completed", "no_matches"]);

export const matchFieldsChanged = (before: StoredRequest, after: StoredRequest) =>
  MATCH_FIELDS.some((f) => JSON.stringify((before as Record<string, unknown>)[f] ?? null) !== JSON.stringify((after as Record<string, unknown>)[f] ?? null));

/**
 * The request's candidates ranked best first (nothing written): every one (`all`), or only the matches and
 * those needing confirmation (the engine's hard filter first, ADR 0205). `rank` ranks any other candidate.
 */
export async function rankCandidates(
  r: StoredRequest,
  scope: "all" | "passing" = "all",
): Promise<{ ranked: MatchResult[]; candidates: Candidate[]; rank: (materialId: string) => MatchResult | undefined }> {
  const request = matchableRequest(r);
  // a candidate's certificates count only as its company's register verifies them: one BatchGet for the run
  const candidates = await statusesOf(await loadCandidates(candidateTypes(request)));
  const ranked = (scope === "all" ? rankMaterials : rankPassing)(request, candidates);
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const rank = (id: string) => {
    const c = byId.get(id);
    return c && rankMaterial(request, c);
  };
  return { ranked, candidates, rank };
}

/**
 * Which stale matches go (ADR 0128): a match the run no longer finds is deleted while nobody worked on it
 * (status open and no notes); one staff touched stays, flagged as no longer matching, with its new score.
 */
async function untouched(m: StoredMatch): Promise<boolean> {
  if (m.status !== "open") return false;
  // the notes service is loaded on use: notes check through the requests service that a match exists
  const { hasNotes } = await import("../notes");
  return !(await hasNotes("MATERIAL_MATCH", m.id));
}

/**
 * How a run was started: `keepStatus` leaves the request's status alone (staff set one in the same edit);
 * `startedDate` is the pending flag it runs under; `onDemand` marks a run a person asked for.
 */
export interface RunOptions {
  keepStatus?: boolean;
  startedDate?: string;
  onDemand?: boolean;
}

/**
 * Run the matching for a stored request and write its outcome. Writes are idempotent (same keys on a retry);
 * no transaction is needed.
 */
export async function runMatching(request: StoredRequest, userId: string, opts: RunOptions = {}): Promise<StoredRequest> {
  const { ranked, candidates, rank } = await rankCandidates(request, "passing");
  const matches = ranked.filter((r) => r.isMatch || needsConfirmation(r)).slice(0, MAX_MATCHES);
  const existing = await listRequestMatches(request.id);
  const old = new Map(existing.map((m) => [m.materialId, m]));
  const at = now();
  const matched = new Set(matches.map((m) => m.materialId));
  const stale = existing.filter((m) => !matched.has(m.materialId));
  const gone = (await Promise.all(stale.map(async (m) => ((await untouched(m)) ? m : null)))).filter((m): m is StoredMatch => m !== null);
  const goneIds = new Set(gone.map((m) => m.materialId));
  const byMaterial = new Map(ranked.map((r) => [r.materialId, r]));
  // a kept match the hard filter left out still gets its fresh score and factors
  for (const { materialId } of stale) {
    const fresh = goneIds.has(materialId) || byMaterial.has(materialId) ? undefined : rank(materialId);
    if (fresh) byMaterial.set(materialId, fresh);
  }
  const kept = stale
    .filter((m) => !goneIds.has(m.materialId))
    .sort((a, b) => compareMatches(byMaterial.get(a.materialId) ?? a, byMaterial.get(b.materialId) ?? b));
  const placed: [MatchResult | null, StoredMatch | undefined, string][] = [
    ...matches.map((r): [MatchResult, StoredMatch | undefined, string] => [r, old.get(r.materialId), r.materialId]),
    ...kept.map((m): [MatchResult | null, StoredMatch, string] => [byMaterial.get(m.materialId) ?? null, m, m.materialId]),
  ];
  // The run writes only what it owns (scores, factors, places), each match on its own and only when it
  // changed: a status staff set while it ranked is never overwritten with the one read above.
  const companyOf = new Map(candidates.map((c) => [c.id, c.companyId]));
  const writes = placed.map(([r, prev, materialId], i) => () => {
    const rank = i + 1;
    const companyId = companyOf.get(materialId) ?? prev?.companyId;
    const fields: RunFields = {
      score: r?.score ?? prev?.score ?? 0,
      rank,
      rankKey: rankKeyOf(rank),
      isMatch: r?.isMatch ?? false,
      factors: r?.factors ?? prev?.factors ?? [],
      ...(companyId ? { companyId } : {}),
    };
    if (!prev)
      return createMatch({
        ...fields,
        id: randomUUID(),
        materialRequestId: request.id,
        materialId,
        status: "open",
        createdDate: at,
        createdBy: userId,
        updatedDate: at,
        updatedBy: userId,
        version: 1,
      });
    if (sameRunFields(prev, fields)) return Promise.resolve();
    return setRunFields(request.id, materialId, fields, at, userId);
  });
  await inParallel([...writes, ...[...goneIds].map((id) => () => deleteOpenMatch(request.id, id))], WRITES_IN_FLIGHT);
  crashPoint("matching.beforeOutcome");
  return recordOutcome(request, { matchCount: matches.length, candidates: candidates.length, matchedDate: at }, opts);
}

/** Match writes a run keeps in flight at once. */
const WRITES_IN_FLIGHT = 8;

const sameRunFields = (prev: StoredMatch, next: RunFields) =>
  prev.score === next.score &&
  prev.rank === next.rank &&
  prev.isMatch === next.isMatch &&
  prev.companyId === next.companyId &&
  JSON.stringify(prev.factors ?? []) === JSON.stringify(next.factors);

/** Run the tasks with at most `limit` in flight; a failure is thrown (tasks already started still finish). */
async function inParallel(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * The flag a background matching leaves on the request until its run records the outcome: written with the
 * request (create, or an edit of what the engine reads) before the run starts, so a run cut short (a crash, a
 * timeout, a start that never happened) leaves the request flagged, and the recovery sweep starts it again.
 */
export const withMatchingPending = <T extends StoredRequest>(r: T, at: string = now(), attempts?: number): T => ({
  ...r,
  matchingStartedDate: at,
  matchingAttempts: attempts,
});

/**
 * Start the matching of a stored request in the background (the matchRequest workflow, ADR 0105). The request is
 * already saved, flagged by withMatchingPending: when the start itself fails it is logged and the flag stays
 * for the recovery sweep, rather than answering an error for a write that happened.
 */
export async function startMatching(request: StoredRequest, userId: string, keepStatus: boolean): Promise<void> {
  const input: MatchRequestInput = {
    requestId: request.id,
    userId,
    keepStatus,
    ...(request.matchingStartedDate ? { startedDate: request.matchingStartedDate } : {}),
  };
  crashPoint("matching.beforeStart");
  try {
    await startWorkflow("matchRequest", input);
  } catch (e) {
    logger.error("could not start the matching workflow", { requestId: request.id, error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * The run's outcome clears the pending flag it was started under (or any, for a run started without one);
 * a newer flag (an edit while it ran started another run) stays for that run.
 */
export const clearsFlag = (flag: string | undefined, startedDate: string | undefined) => !flag || !startedDate || flag <= startedDate;

/**
 * Whether the request's status belongs to a person rather than to this run: a person changed it since the run
 * read the request (a concurrent edit re-read here), or a person set it at any time (statusSetDate) and this
 * is a background run (after a create, an edit, a restart by the recovery sweep). Only a run a person asks for
 * (POST …/matching) may put the engine's outcome over a status a person set before asking.
 */
const personOwnsStatus = (read: StoredRequest, current: StoredRequest, onDemand: boolean) =>
  current.status !== read.status || (!onDemand && current.statusSetDate !== undefined);

/** Put the run's outcome on the request; a concurrent edit is re-read and the outcome applied again. */
async function recordOutcome(
  request: StoredRequest,
  outcome: { matchCount: number; candidates: number; matchedDate: string },
  opts: RunOptions,
): Promise<StoredRequest> {
  let current = request;
  for (let attempt = 1; ; attempt++) {
    const owned = !opts.keepStatus && RUN_OWNS_STATUS.has(current.status) && !personOwnsStatus(request, current, opts.onDemand ?? false);
    const status: RequestStatus = owned ? (outcome.matchCount ? "matching_completed" : "no_matches") : current.status;
    const flag = clearsFlag(current.matchingStartedDate, opts.startedDate) ? { matchingStartedDate: undefined, matchingAttempts: undefined } : {};
    try {
      const written = await putRequest(current, { ...current, ...outcome, status, ...flag }, null);
      // the boards and lists of staff and the request's company follow a status the run moved
      if (status !== current.status)
        await publish({ type: "request.changed", id: written.id, companyId: written.companyId }, { staff: true, companyId: written.companyId });
      return written;
    } catch (e) {
      if (!isConditionFailure(e) || attempt >= 3) throw e;
      const fresh = await getRequest(request.id);
      if (!fresh) throw e;
      current = fresh;
    }
  }
}
