import type { MatchStatus, RequestStatus } from "../../../shared/schemas/material-request";

/**
 * The request and match value lists, mirrored here because shared/schemas/material-request.ts builds zod
 * schemas: importing its arrays would put zod and the material schemas into the list and board chunks. The
 * types tie each entry to the contract and enums.test.ts checks the lists are the shared ones, in order.
 */
export const REQUEST_STATUSES = [
  "open",
  "in_progress",
  "matching_completed",
  "no_matches",
  "completed",
  "deferred",
  "wait_for_confirmation",
] as const satisfies readonly RequestStatus[];
export const MATCH_STATUSES = [
  "open",
  "contacted",
  "replied",
  "confirmed",
  "notAvailable",
  "rejectedBySeller",
  "offered",
  "withdrawn",
] as const satisfies readonly MatchStatus[];
export const REQUEST_TYPES = ["buy", "sell"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const isRequestStatus = (v: string | null | undefined): v is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(v ?? "");
