import { blankToNull, countryCode, csv, id, nonEmpty, notTiny, pageQuery, versionNumber, type Audited, type StaffOptional } from "./common";
import { capacityFrequencies } from "./enums";
import { MAX_ID_LENGTH, MAX_LIST_ITEMS, MAX_NAME_LENGTH, MAX_PRICE } from "./limits";
import {
  colors,
  conditions,
  Filler,
  materialCertificates,
  materialTypes,
  Money,
  processingMethods,
  sources,
  ViscosityInput,
  type FileRecord,
} from "./material";
import type { MatchFactor } from "./material-match";
import * as z from "./zod";

/**
 * The material request: a buyer says what it
 * needs (type buy) or a seller what it offers (type sell). Ordinary users write their own company's requests
 * only; the company comes from their session, never from the body. Status, completion status, assignee and
 * the other staff fields are super-admin only (the server drops them for others, see functions/domains/requests).
 */
export const requestTypes = ["buy", "sell"] as const;
export const requestStatuses = ["open", "in_progress", "matching_completed", "no_matches", "completed", "deferred", "wait_for_confirmation"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const DEFAULT_REQUEST_STATUS: RequestStatus = "open";
export const completionStatuses = ["won", "lost"] as const;
/** Where a request came from; a conversation's request is "CONVERSATION#<conversationId>". */
export const ORIGIN_CHANNELS = ["MARKETPLACE", "BACKOFFICE", "CONTACT_US", "IMPORT"] as const;

const optText = (max = 2000) => z.optional(z.preprocess(blankToNull, z.nullable(nonEmpty.check(z.maxLength(max)))));
const optId = z.optional(z.nullable(id));
const list = <T extends z.core.SomeType>(item: T, max = MAX_LIST_ITEMS) => z.optional(z.array(item).check(z.maxLength(max)));

/** A request's capacity: amount (tonnes) per frequency; spot is a one-off (the form offers month and spot; year is accepted). */
export const RequestCapacity = z.object({
  amount: z.number().check(z.minimum(0), z.maximum(MAX_PRICE), notTiny),
  frequency: z._default(z.enum(capacityFrequencies), "month"),
});

/** Fields a request's author may write (buyer or staff). */
const authorFields = {
  type: z._default(z.enum(requestTypes), "buy"),
  description: nonEmpty.check(z.maxLength(5000)),
  contactId: optId,
  materialType: z.optional(z.nullable(z.enum(materialTypes))),
  /** Materials the author points at (e.g. from a product page): non-empty ids. */
  materialIds: list(z.string().check(z.minLength(1, "Must not be empty"), z.maxLength(MAX_ID_LENGTH)), 50),
  /** Amount in tonnes (> 0), or a capacity per frequency; either may be given. */
  amount: z.optional(z.nullable(z.number().check(z.gt(0, "Must be above 0"), z.maximum(MAX_PRICE), notTiny))),
  capacity: z.optional(z.nullable(RequestCapacity)),
  /** Price per tonne the buyer aims at (default currency EUR). */
  targetPrice: z.optional(z.nullable(Money)),
  colors: list(z.enum(colors), colors.length),
  conditions: list(z.enum(conditions), conditions.length),
  viscosity: z.optional(z.nullable(ViscosityInput)),
  viscosityDescription: optText(1000),
  /**
   * Fillers or reinforcement the material must have (beyond the spec: "GF30" is glass fibres 30 %); [] asks
   * for an unfilled material, null or absent says nothing (then the description's words count, ADR 0178).
   */
  fillers: z.optional(z.nullable(z.array(Filler).check(z.maxLength(5)))),
  applications: list(nonEmpty.check(z.maxLength(MAX_NAME_LENGTH))),
  materialSources: list(z.enum(sources), sources.length),
  processingMethods: list(z.enum(processingMethods), processingMethods.length),
  /** Countries the material may come from (ISO 3166 alpha-2); empty means anywhere (ADR 0122). */
  origin: list(countryCode, 60),
  /** Certificates the buyer requires (beyond the spec: ranked as a soft factor). */
  certificates: list(z.enum(materialCertificates), materialCertificates.length),
  voucher: optText(50),
};

/** Documents are added and removed through their own routes (upload, register, delete), not by the request body. */
export const MAX_REQUEST_DOCUMENTS = 30;

/** Fields only staff write; dropped for ordinary users. */
const staffFields = {
  /** Staff may file a request for any company; for ordinary users it is always their own. */
  companyId: optId,
  status: z.optional(z.enum(requestStatuses)),
  completionStatus: z.optional(z.nullable(z.enum(completionStatuses))),
  assigneeId: optId,
  originChannel: optText(200),
  internalId: optText(100),
  metadata: z.optional(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(1000)))),
};

/** POST /material-requests: the payload without id and audit fields. */
export const MaterialRequestInput = z.object({ ...authorFields, ...staffFields });
export type MaterialRequestInput = z.input<typeof MaterialRequestInput>;

/** POST /material-requests/{id}: any subset of the fields, plus the version read (stale → 409). */
export const MaterialRequestUpdate = z.extend(z.partial(z.object({ ...authorFields, ...staffFields })), {
  // no default here: a partial update without a type keeps the stored one (a default would turn "sell" into "buy")
  type: z.optional(z.enum(requestTypes)),
  version: z.optional(versionNumber(1)),
});
export type MaterialRequestUpdate = z.input<typeof MaterialRequestUpdate>;

export const requestSorts = ["createdDate", "-createdDate", "updatedDate", "-updatedDate"] as const;
/** GET /material-requests: status (omitted = all), search, and the admin filter dialog's fields. */
export const MaterialRequestListQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(requestStatuses)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  type: z.optional(z.enum(requestTypes)),
  materialTypes: csv(z.enum(materialTypes), 20),
  /** A staff user id, or "none" for unassigned requests (admin). */
  assignee: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  companyId: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH))),
  sort: z.optional(z.enum(requestSorts)),
});
export type MaterialRequestListQuery = z.output<typeof MaterialRequestListQuery>;

/**
 * GET /material-requests/board: every status column in one answer, newest first, with the list's filters;
 * `status` names one column, `limit` is the cards per column.
 */
export const MaterialRequestBoardQuery = z.omit(MaterialRequestListQuery, { cursor: true, sort: true });
export type MaterialRequestBoardQuery = z.output<typeof MaterialRequestBoardQuery>;

export type MaterialRequestFields = z.output<typeof MaterialRequestInput>;

/** What a request answer carries: the stored fields plus the embedded company, contact, assignee and materials. */
export interface MaterialRequest extends Omit<MaterialRequestFields, "companyId">, Audited {
  id: string;
  companyId: string;
  status: RequestStatus;
  documents: FileRecord[];
  company: { id: string; name: string; type?: string | null; countryCode?: string | null } | null;
  contact: { id: string; name: string; email?: string | null; position?: string | null } | null;
  assignee: { id: string; name: string } | null;
  materials: { id: string; name: string; type: string }[];
  /** Matches written by the last run, and when it ran (null before the first run). */
  matchCount: number;
  matchedDate: string | null;
}

/**
 * Request fields only staff see (ADR 0122): who works on it, where it came from, staff's
 * own ids, the authors and the matching bookkeeping. Ordinary users see their request, its status (shown
 * disabled) and its completion status.
 */
export const REQUEST_STAFF_FIELDS = [
  "assigneeId",
  "assignee",
  "originChannel",
  "internalId",
  "metadata",
  "createdBy",
  "updatedBy",
  "matchCount",
  "matchedDate",
] as const;
export type MaterialRequestAnswer = StaffOptional<MaterialRequest, (typeof REQUEST_STAFF_FIELDS)[number]>;

/** One board column: its newest requests and whether it holds more than those. */
export interface RequestBoardColumn {
  status: RequestStatus;
  items: MaterialRequestAnswer[];
  more: boolean;
}
export interface RequestBoard {
  columns: RequestBoardColumn[];
}

/* ---------- matches ---------- */

export const matchStatuses = ["open", "contacted", "replied", "confirmed", "notAvailable", "rejectedBySeller", "offered", "withdrawn"] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** POST /material-requests/{id}/matches: update one match's status (id, materialId, materialRequestId, status). */
export const MatchUpdate = z.object({
  id: z.uuid(),
  materialId: id,
  materialRequestId: id,
  status: z.enum(matchStatuses),
});

export const MatchListQuery = z.extend(pageQuery, {
  /** all = every candidate ranked (the detail table's "show non-matches"); default: the written matches. */
  scope: z.optional(z.enum(["matches", "all"])),
});

/** One ranked material of a request, explained (shared/rules/matching.ts). */
export interface MaterialMatch {
  /** null for a ranked candidate the last run did not write (scope=all): it has no status or notes yet. */
  id: string | null;
  materialId: string;
  materialRequestId: string;
  status: MatchStatus;
  /** 0–1, higher is better; rank 1 is the best. */
  score: number;
  rank: number;
  /** True when no hard factor fails and none needs confirmation (ADR 0178); order lists with compareMatches. */
  isMatch: boolean;
  factors: MatchFactor[];
  material: {
    id: string;
    name: string;
    type: string;
    condition?: string | null;
    color?: string | null;
    source?: string | null;
    countryOfOrigin?: string | null;
    capacity?: { amount?: number | null; frequency?: string | null } | null;
    pricePerTon?: { amount?: number | null; currency?: string | null } | null;
    dataQualityLevel: 1 | 2 | 3 | 4 | null;
  };
  company: { id: string; name: string } | null;
  createdDate: string | null;
  updatedDate: string | null;
}

/** GET /material-requests/{id}/matches: ranked, best first, with the request it was ranked for. */
export interface MatchList {
  items: MaterialMatch[];
  cursor: string | null;
  /** How many candidates the pre-filter passed to the engine in the last run. */
  candidates: number;
  matchedDate: string | null;
}
